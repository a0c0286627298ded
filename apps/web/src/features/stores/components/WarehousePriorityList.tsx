import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Checkbox, IconButton, List, ListItem, Typography } from '@mui/material';
import { MARKETPLACE_TEXT } from '../api/messages';
import { moveItem, type PriorityItem, shownRanks } from '../hooks/priority-list';

/**
 * Warehouse priority of the marketplace: ticked warehouses serve it, ranked from 1 in list order; the arrows
 * reorder the list.
 */
export function WarehousePriorityList({
  items,
  onChange,
}: {
  items: PriorityItem[];
  onChange: (next: PriorityItem[]) => void;
}) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {MARKETPLACE_TEXT.noWarehouses}
      </Typography>
    );
  }
  const ranks = shownRanks(items);
  return (
    <List dense aria-label="Warehouse priority" disablePadding>
      {items.map((item, i) => (
        <ListItem
          key={item.id}
          data-testid="priority-row"
          disableGutters
          secondaryAction={
            <>
              <IconButton
                aria-label={`Move ${item.name} up`}
                size="small"
                disabled={i === 0}
                onClick={() => onChange(moveItem(items, i, -1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Move ${item.name} down`}
                size="small"
                disabled={i === items.length - 1}
                onClick={() => onChange(moveItem(items, i, 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          <Checkbox
            size="small"
            checked={item.ranked}
            slotProps={{ input: { 'aria-label': `${item.name} serves this marketplace` } }}
            onChange={(e) =>
              onChange(items.map((x) => (x.id === item.id ? { ...x, ranked: e.target.checked } : x)))
            }
          />
          <Box
            data-testid="priority-rank"
            sx={{
              width: 28,
              textAlign: 'center',
              fontWeight: 700,
              color: ranks[i] ? 'primary.main' : 'text.disabled',
            }}
          >
            {ranks[i] ?? '–'}
          </Box>
          <Typography variant="body2" data-testid="priority-name">
            {item.name}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
