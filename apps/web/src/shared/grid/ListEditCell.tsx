import { InputBase } from '@mui/material';
import { type GridRenderEditCellParams, useGridApiContext } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';

/**
 * The editor of a list shown one item per line (bullet points): a multi-line text box where Shift+Enter starts
 * a new line and Enter commits, as in every other cell. The text goes back as the column's list (pending-rows).
 */
export function ListEditCell(props: GridRenderEditCellParams) {
  const api = useGridApiContext();
  const { id, field, value } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    // A new line stays in the box instead of reaching the grid, which would end the edit.
    if (event.key === 'Enter' && event.shiftKey) event.stopPropagation();
  };
  return (
    <InputBase
      multiline
      fullWidth
      autoFocus
      minRows={2}
      value={value ?? ''}
      inputProps={{ 'aria-label': `${props.colDef.headerName ?? field} (one per line)` }}
      onChange={(e) => api.current.setEditCellValue({ id, field, value: e.target.value }, e)}
      onKeyDown={onKeyDown}
      sx={{ px: 1, alignSelf: 'stretch', fontSize: 'inherit' }}
    />
  );
}
