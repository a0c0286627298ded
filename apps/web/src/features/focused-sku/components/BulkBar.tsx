import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { Button, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';

interface Props {
  count: number;
  busy: boolean;
  onClear(): void;
  onExport(format: 'csv' | 'json'): void;
  onAddToFocus(): void;
  onAnalyze(): void;
}

/** The sticky bar while SKUs are selected: 'N SKU(s) selected', Clear Selection, Export, Add to Focus, Analyze. */
export function BulkBar({ count, busy, onClear, onExport, onAddToFocus, onAnalyze }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (format: 'csv' | 'json') => {
    setAnchor(null);
    onExport(format);
  };
  return (
    <Paper
      elevation={6}
      role="toolbar"
      aria-label={T.selected(count)}
      sx={{ position: 'sticky', bottom: 16, zIndex: 'appBar', p: 1.5, mt: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>{T.selected(count)}</Typography>
        <Button onClick={onClear}>{T.clearSelection}</Button>
        <Button onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
          {T.export}
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => pick('csv')}>{T.exportCsv}</MenuItem>
          <MenuItem onClick={() => pick('json')}>{T.exportJson}</MenuItem>
        </Menu>
        <Button variant="outlined" onClick={onAddToFocus} disabled={busy}>
          {T.addToFocus}
        </Button>
        <Button variant="contained" onClick={onAnalyze} disabled={busy}>
          {T.analyze}
        </Button>
      </Stack>
    </Paper>
  );
}
