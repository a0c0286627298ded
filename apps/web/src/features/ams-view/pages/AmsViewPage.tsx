import {
  AMS_DEFAULT_DAYS,
  AMS_MAX_DAYS_BACK,
  AMS_TEXT,
  type AmsQuery,
  amsFilterError,
} from '@marketdesk/contracts/ams-view';
import { Alert, AlertTitle, Breadcrumbs, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { lastDays } from '../../../shared/filters/date-ranges';
import { useBrands } from '../../../shared/reference/brands';
import { useAmsSellers } from '../api/ams-view';
import { AmsFilterBar, type AmsFilters } from '../components/AmsFilterBar';
import { AmsLevelView, type Drill } from '../components/AmsLevelView';

const ISO = 'YYYY-MM-DD';
const TOP: Drill = { level: 'ad-groups', group: null, target: null };

/** Default filters: no seller yet, every brand, the last 7 days. */
function defaults(): AmsFilters {
  const { start, end } = lastDays(AMS_DEFAULT_DAYS);
  return { sellerId: null, brandIds: null, start, end };
}

/** The request of the applied filters (brands: absent for all, a comma list otherwise, empty for none). */
export function toAmsQuery(f: AmsFilters): AmsQuery & { start_date: string; end_date: string } {
  return {
    seller_id: f.sellerId ?? '',
    start_date: f.start.format(ISO),
    end_date: f.end.format(ISO),
    ...(f.brandIds === null ? {} : { brand_ids: [...f.brandIds].sort((a, b) => a - b).join(',') }),
  };
}

/**
 * /marketing/ams (spec 03 sections 2–9; issue 21 item 1): the filter bar, then the drill-down from ad groups to
 * ASINs, targets, search terms (of one target: the 'Target: x' chip) and negative keywords, each level with Back.
 */
export function AmsViewPage() {
  const sellers = useAmsSellers();
  const brands = useBrands();
  const [draft, setDraft] = useState<AmsFilters>(defaults);
  const [applied, setApplied] = useState<AmsQuery | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [path, setPath] = useState<Drill[]>([TOP]);
  const drill = path[path.length - 1]!;
  const today = dayjs().startOf('day');

  const apply = () => {
    const q = toAmsQuery(draft);
    const error = amsFilterError(q, today.format(ISO));
    setProblem(error);
    if (error) return;
    setApplied(q);
    setPath([TOP]);
  };
  const reset = () => {
    setDraft(defaults());
    setApplied(null);
    setProblem(null);
    setPath([TOP]);
  };

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="breadcrumb">
        <Typography color="text.secondary">{AMS_TEXT.breadcrumb}</Typography>
        <Typography color="text.primary">{AMS_TEXT.title}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1">
        {AMS_TEXT.title}
      </Typography>
      {sellers.isError && (
        <Alert severity="error" data-testid="ams-sellers-error">
          <AlertTitle>{AMS_TEXT.errorTitle}</AlertTitle>
          {failureText(sellers.error, { fallback: AMS_TEXT.sellersFailed })}
        </Alert>
      )}
      <AmsFilterBar
        filters={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        sellers={sellers.data ?? []}
        brands={brands.data ?? []}
        minDate={today.subtract(AMS_MAX_DAYS_BACK, 'day')}
        onReset={reset}
        onApply={apply}
      />
      {problem && (
        <Alert severity="warning" data-testid="ams-filter-error">
          {problem}
        </Alert>
      )}
      {applied ? (
        <AmsLevelView
          key={`${JSON.stringify(applied)}|${drill.level}|${drill.group?.ad_group_id}|${drill.target?.target_id}`}
          request={{
            level: drill.level,
            query: applied,
            adGroupId: drill.group?.ad_group_id ?? null,
            target: drill.target?.target_id ?? null,
          }}
          drill={drill}
          currency={sellers.data?.find((s) => s.seller_id === applied.seller_id)?.currency_code ?? 'USD'}
          onOpen={(d) => setPath((p) => [...p, d])}
          onBack={path.length > 1 ? () => setPath((p) => p.slice(0, -1)) : undefined}
          onTop={() => setPath([TOP])}
        />
      ) : (
        <Typography color="text.secondary" data-testid="ams-idle">
          {AMS_TEXT.chooseSeller}
        </Typography>
      )}
    </Stack>
  );
}
