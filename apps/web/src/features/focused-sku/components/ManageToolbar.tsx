import type { MarketplaceUserView } from '@marketdesk/contracts';
import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { Button, Paper, Stack, TextField } from '@mui/material';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { BulkActionsMenu } from './BulkActionsMenu';
import { MANAGE_LABEL as L } from './texts';

interface Props {
  options: readonly MarketplaceUserView[];
  mpId: number | null;
  onMarketplace(id: number | null): void;
  term: string;
  onTerm(term: string): void;
  onSearch(): void;
  onRefresh(): void;
  onExport(): void;
  exporting: boolean;
  onBulk(focused: boolean): void;
}

/** Marketplace selector, search box, Refresh List, Export CSV and the bulk-actions menu. */
export function ManageToolbar(p: Props) {
  const none = p.mpId === null;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={p.options} value={p.mpId} onChange={p.onMarketplace} />
        </Stack>
        <TextField
          size="small"
          label={L.search}
          value={p.term}
          disabled={none}
          onChange={(e) => p.onTerm(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && p.onSearch()}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="contained" onClick={p.onSearch} disabled={none}>
          {L.searchButton}
        </Button>
        <Button variant="outlined" onClick={p.onRefresh} disabled={none}>
          {T.refreshList}
        </Button>
        <Button variant="outlined" onClick={p.onExport} disabled={none || p.exporting}>
          {T.exportCsv}
        </Button>
        <BulkActionsMenu disabled={none} onAction={p.onBulk} />
      </Stack>
    </Paper>
  );
}
