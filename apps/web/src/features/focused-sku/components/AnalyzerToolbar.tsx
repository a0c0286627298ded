import type { MarketplaceUserView } from '@marketdesk/contracts';
import {
  FOCUSED_SORT_KEYS,
  FOCUSED_SORT_LABEL,
  type FocusedSortKey,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FilterList from '@mui/icons-material/FilterList';
import GridView from '@mui/icons-material/GridView';
import Refresh from '@mui/icons-material/Refresh';
import ViewList from '@mui/icons-material/ViewList';
import {
  Box,
  Button,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import type { AnalyzerView, ViewMode } from '../hooks/useAnalyzerView';
import { ANALYZER_LABEL as L } from '../labels';

interface Props {
  options: readonly MarketplaceUserView[];
  view: AnalyzerView;
  onOpenFilters(): void;
  onRefresh(): void;
  refreshing: boolean;
}

/** Marketplace, search, Filters, Refresh Data, Sort By with its direction, and the grid/list toggle. */
export function AnalyzerToolbar({ options, view, onOpenFilters, onRefresh, refreshing }: Props) {
  const ready = view.mpId !== null;
  const asc = view.sortOrder === 'asc';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 260 }}>
        <MarketplaceSelect
          options={options}
          value={view.mpId}
          onChange={view.pickMarketplace}
          label={L.marketplace}
        />
      </Box>
      <TextField
        size="small"
        sx={{ width: 300 }}
        placeholder={T.searchPlaceholder}
        value={view.search}
        disabled={!ready}
        onChange={(e) => view.setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') view.enterSearch((e.target as HTMLInputElement).value);
        }}
        slotProps={{ htmlInput: { 'aria-label': L.search } }}
      />
      <Button startIcon={<FilterList />} onClick={onOpenFilters} disabled={!ready}>
        {T.filters}
      </Button>
      <Button
        startIcon={<Refresh />}
        onClick={onRefresh}
        disabled={!ready || refreshing}
        loading={refreshing}
      >
        {T.refreshData}
      </Button>
      <FormControl size="small" sx={{ minWidth: 170 }} disabled={!ready}>
        <InputLabel id="focused-sort-by">{T.sortBy}</InputLabel>
        <Select
          labelId="focused-sort-by"
          label={T.sortBy}
          value={view.sortBy}
          onChange={(e) => view.setSortBy(e.target.value as FocusedSortKey)}
        >
          {FOCUSED_SORT_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {FOCUSED_SORT_LABEL[k]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Tooltip title={asc ? L.sortAscending : L.sortDescending}>
        <span>
          <IconButton
            aria-label={asc ? L.sortAscending : L.sortDescending}
            onClick={view.toggleSortOrder}
            disabled={!ready}
          >
            {asc ? <ArrowUpward /> : <ArrowDownward />}
          </IconButton>
        </span>
      </Tooltip>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view.view}
        onChange={(_e, v: ViewMode | null) => v && view.setView(v)}
      >
        <ToggleButton value="grid" aria-label={L.gridView}>
          <GridView fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={L.listView}>
          <ViewList fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
