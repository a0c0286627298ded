import {
  AMS_DEFAULT_DAYS,
  AMS_MAX_DAYS_BACK,
  AMS_TEXT,
  type AmsQuery,
  amsFilterError,
} from '@marketdesk/contracts/ams-view';
import { hasCode } from '@marketdesk/contracts/permissions';
import { Alert, AlertTitle, Breadcrumbs, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { lastDays, QUICK_RANGES_SHORT } from '../../../shared/filters/date-ranges';
import { type FilterFields, field } from '../../../shared/filters/filter-fields';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { usePermissions } from '../../../shared/permissions/resolve';
import { useBrands } from '../../../shared/reference/brands';
import { useSession } from '../../../shared/session/store';
import { useAmsSellers } from '../api/get-sellers';
import { amsKeys } from '../api/keys';
import { type AmsFilters, BrandsSelect, SellerPicker } from '../components/AmsFields';
import { AmsLevelView, type Drill } from '../components/AmsLevelView';
import { ConsoleUpload } from '../components/ConsoleUpload';

const ISO = 'YYYY-MM-DD';
const TOP: Drill = { level: 'ad-groups', group: null, target: null };

/** Where the filters sit in the address (?seller=…&brand=…&start=…&end=…; brand=none: No Brands Selected). */
const FIELDS: FilterFields<AmsFilters> = {
  sellerId: field.text('seller'),
  brandIds: field.idsOrAll('brand'),
  start: field.day('start'),
  end: field.day('end'),
};

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

/** Idle (null) until a seller is chosen. */
const toRequest = (f: AmsFilters): AmsQuery | null => (f.sellerId ? toAmsQuery(f) : null);
const check = (f: AmsFilters) => amsFilterError(toAmsQuery(f), dayjs().format(ISO));

/**
 * /marketing/ams (spec 03 sections 2–9; issue 21 item 1): the shared report bar (seller, brands, dates with
 * 7D/15D/30D, RESET, APPLY; the applied filters in the address, the last choice restored), then the drill-down
 * from ad groups to ASINs, targets, search terms (of one target: the 'Target: x' chip) and negative keywords,
 * each level with Back.
 */
export function AmsViewPage() {
  const sellers = useAmsSellers();
  const brands = useBrands();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  // Console reports feed the seller's figures; uploading them is the ad-group master uploaders' right.
  const canUpload = hasCode(usePermissions(), 'adgroup_master:create');
  const [problem, setProblem] = useState<string | null>(null);
  const filters = useReportFilters<AmsQuery | null, AmsFilters>({
    screen: 'ams-view',
    fields: FIELDS,
    defaults,
    toRequest,
    check,
    onInvalid: setProblem,
    enabled: selectedClientId !== null,
    onReset: () => setProblem(null),
    reload: useCallback(() => queryClient.invalidateQueries({ queryKey: amsKeys.all }), [queryClient]),
  });
  const applied = filters.applied;
  // The drill-down starts over at the ad groups whenever other filters apply (APPLY, a link, RESET).
  const appliedKey = JSON.stringify(applied);
  const [drilled, setDrilled] = useState({ key: appliedKey, path: [TOP] });
  const path = drilled.key === appliedKey ? drilled.path : [TOP];
  const setPath = (next: (p: Drill[]) => Drill[]) => setDrilled({ key: appliedKey, path: next(path) });
  const drill = path[path.length - 1]!;
  const today = dayjs().startOf('day');

  const apply = () => {
    setProblem(null);
    setPath(() => [TOP]);
    filters.go();
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
      <ReportFilterBar
        label="AMS view filters"
        filters={{ start: filters.draft.start, end: filters.draft.end }}
        onChange={({ start, end }) => start && end && filters.update({ start, end })}
        leading={
          <>
            <SellerPicker
              sellers={sellers.data ?? []}
              value={filters.draft.sellerId}
              onChange={(sellerId) => filters.update({ sellerId })}
            />
            <BrandsSelect
              brands={brands.data ?? []}
              value={filters.draft.brandIds}
              onChange={(brandIds) => filters.update({ brandIds })}
            />
          </>
        }
        dates={{ quickRanges: QUICK_RANGES_SHORT, minDate: today.subtract(AMS_MAX_DAYS_BACK, 'day') }}
        onReset={filters.reset}
        onGo={apply}
        resetLabel={AMS_TEXT.reset}
        goLabel={AMS_TEXT.apply}
      />
      {canUpload && (
        <ConsoleUpload
          sellerId={filters.draft.sellerId}
          onUploaded={() => queryClient.invalidateQueries({ queryKey: amsKeys.all })}
        />
      )}
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
          onTop={() => setPath(() => [TOP])}
        />
      ) : (
        <Typography color="text.secondary" data-testid="ams-idle">
          {AMS_TEXT.chooseSeller}
        </Typography>
      )}
    </Stack>
  );
}
