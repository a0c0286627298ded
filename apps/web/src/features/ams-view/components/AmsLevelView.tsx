import {
  AMS_COLUMNS,
  AMS_LARGE_PAGE_SIZES,
  AMS_SMALL_DEFAULT_PAGE_SIZE,
  AMS_SMALL_PAGE_SIZES,
  AMS_TEXT,
  type AmsAdGroup,
  type AmsLevel,
  type AmsTarget,
} from '@marketdesk/contracts/ams-view';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';
import { type AmsGridRequest, useAmsGrid } from '../api/get-level';
import { startAmsExport } from '../api/start-level-export';
import { amsColumns } from './format';
import { SummaryCards } from './SummaryCards';

/** Where the drill-down is: the level, the ad group drilled into, the target of the search terms. */
export interface Drill {
  level: AmsLevel;
  group: AmsAdGroup | null;
  target: AmsTarget | null;
}

const TITLES: Record<AmsLevel, string> = {
  'ad-groups': 'Ad Groups',
  'ad-products': 'ASINs',
  targets: 'Targets',
  'search-terms': AMS_TEXT.searchTerms,
  negatives: AMS_TEXT.negatives,
};

/** The row key of each level. */
const KEYS: Record<AmsLevel, string> = {
  'ad-groups': 'ad_group_id',
  'ad-products': 'ad_id',
  targets: 'target_id',
  'search-terms': 'search_term_id',
  negatives: 'keyword_id',
};

const FAILED: Record<AmsLevel, string> = {
  'ad-groups': AMS_TEXT.adGroupsFailed,
  'ad-products': AMS_TEXT.asinsFailed,
  targets: AMS_TEXT.targetsFailed,
  'search-terms': AMS_TEXT.searchTermsFailed,
  negatives: AMS_TEXT.negativesFailed,
};

/** The 'Views' menu of an ad group: its ASINs, targets, search terms and negative keywords. */
function ViewsMenu({ group, onOpen }: { group: AmsAdGroup; onOpen(d: Drill): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (level: AmsLevel) => {
    setAnchor(null);
    onOpen({ level, group, target: null });
  };
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {AMS_TEXT.views}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('ad-products')}>{AMS_TEXT.viewAsins}</MenuItem>
        <MenuItem onClick={() => open('targets')}>{AMS_TEXT.viewTargets}</MenuItem>
        <MenuItem onClick={() => open('search-terms')}>{AMS_TEXT.searchTerms}</MenuItem>
        <MenuItem onClick={() => open('negatives')}>{AMS_TEXT.negatives}</MenuItem>
      </Menu>
    </>
  );
}

interface Props {
  request: AmsGridRequest;
  drill: Drill;
  /** The seller's marketplace currency: every amount of the level is in it. */
  currency: string;
  /** Opens a deeper level. */
  onOpen(d: Drill): void;
  /** Back to the previous level; none at the top. */
  onBack?(): void;
  /** Back to the ad groups (the empty state's button). */
  onTop(): void;
}

/** One level of the drill-down: its header (Back, Target chip, Export), then the states, cards and table. */
export function AmsLevelView({ request, drill, currency, onOpen, onBack, onTop }: Props) {
  const notify = useNotify();
  const query = useAmsGrid(request);
  const level = drill.level;
  const small = level === 'ad-products' || level === 'targets' || level === 'negatives';
  // One export per level and filters: new filters (or another ad group or target) start afresh.
  const q = request.query;
  const owner = `ams-view:${level}:${q.seller_id}:${q.start_date}:${q.end_date}:${q.brand_ids ?? '*'}:${drill.group?.ad_group_id ?? ''}:${drill.target?.target_id ?? ''}`;
  const title = drill.group ? `${TITLES[level]}: ${drill.group.ad_group_name}` : TITLES[level];
  return (
    <Stack spacing={2} data-testid={`ams-level-${level}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {onBack && (
          <Button variant="outlined" size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
            {AMS_TEXT.back}
          </Button>
        )}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {drill.target && <Chip label={`Target: ${drill.target.target}`} color="primary" variant="outlined" />}
        <Box sx={{ flex: 1 }} />
        <ExportButton
          owner={owner}
          label={`AMS ${TITLES[level]}`}
          failed={AMS_TEXT.exportFailed}
          downloadText={AMS_TEXT.downloadCsv}
          start={async () => {
            const started = await startAmsExport(request);
            notify.info(AMS_TEXT.exportStarted);
            return started;
          }}
        />
      </Stack>
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={`Loading ${TITLES[level]}`} />
        </Box>
      )}
      {query.isError && (
        <Alert severity="error" data-testid="ams-error">
          <AlertTitle>{AMS_TEXT.errorTitle}</AlertTitle>
          {failureText(query.error, { fallback: FAILED[level] })}
        </Alert>
      )}
      {query.isSuccess && query.data.items.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="ams-empty">
          <Typography color="text.secondary">{AMS_TEXT.noData}</Typography>
          {level !== 'ad-groups' && (
            <Button variant="outlined" onClick={onTop}>
              {AMS_TEXT.backToAdGroups}
            </Button>
          )}
        </Stack>
      )}
      {query.isSuccess && query.data.items.length > 0 && (
        <>
          {query.data.totals && <SummaryCards totals={query.data.totals} currency={currency} />}
          <LevelTable
            level={level}
            data={query.data.items}
            drill={drill}
            onOpen={onOpen}
            small={small}
            currency={currency}
          />
        </>
      )}
    </Stack>
  );
}

/** Issue 29 item 4: the row's bid or state was changed in Marketdesk only; the reason is its name and tooltip. */
function MarketdeskOnlyChip({ reason }: { reason: string }) {
  return (
    <Tooltip title={reason}>
      <Chip
        size="small"
        variant="outlined"
        label={AMS_TEXT.marketdeskOnly}
        aria-label={`${AMS_TEXT.marketdeskOnly}: ${reason}`}
        sx={{ ml: 1 }}
      />
    </Tooltip>
  );
}

/** The status cell of a row changed in Marketdesk only (its `marketdesk_only` reason) also shows the chip. */
function withMarks(level: AmsLevel, cols: PagedColumn<object>[]): PagedColumn<object>[] {
  const at = AMS_COLUMNS[level].findIndex((c) => c.format === 'status');
  return cols.map((col, i) => {
    if (i !== at) return col;
    const cell = (row: object) => {
      const reason = (row as { marketdesk_only?: string | null }).marketdesk_only;
      return reason ? (
        <>
          {col.cell(row)}
          <MarketdeskOnlyChip reason={reason} />
        </>
      ) : (
        col.cell(row)
      );
    };
    return { ...col, cell };
  });
}

function LevelTable({
  level,
  data,
  drill,
  onOpen,
  small,
  currency,
}: {
  level: AmsLevel;
  data: object[];
  drill: Drill;
  onOpen(d: Drill): void;
  small: boolean;
  currency: string;
}) {
  const sizes = small ? AMS_SMALL_PAGE_SIZES : AMS_LARGE_PAGE_SIZES;
  const keyOf = (row: object) => (row as Record<string, string>)[KEYS[level]] ?? '';
  const actions =
    level === 'ad-groups'
      ? (row: object) => <ViewsMenu group={row as AmsAdGroup} onOpen={onOpen} />
      : level === 'targets'
        ? (row: object) => (
            <Button
              size="small"
              onClick={() => onOpen({ level: 'search-terms', group: drill.group, target: row as AmsTarget })}
            >
              {AMS_TEXT.viewSearchTerms}
            </Button>
          )
        : undefined;
  return (
    <PagedTable<object>
      label={TITLES[level]}
      rows={data}
      columns={withMarks(level, amsColumns(AMS_COLUMNS[level], currency))}
      rowKey={keyOf}
      rowTestId={(row) => `ams-row-${keyOf(row)}`}
      actions={actions}
      pageSizes={sizes}
      defaultSize={small ? AMS_SMALL_DEFAULT_PAGE_SIZE : undefined}
    />
  );
}
