import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import {
  type ReconciliationReport,
  reconciliationDateError,
  reconciliationIdentifier,
  reconciliationIdentifierLabel,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import { Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { type DateRange, lastDays, QUICK_RANGES_LONG } from '../../../shared/filters/date-ranges';
import { MarketplaceRangeForm } from '../../../shared/filters/MarketplaceRangeForm';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useGenerateReconciliation } from '../api/generate-report';
import { reconciliationColumns } from '../components/columns';
import { exportReconciliation } from '../components/export';
import { ReconciliationResult } from '../components/ReconciliationResult';

const everyMarketplace = () => true;
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** What the shown report was generated for (the form may have changed since). */
interface Generated {
  report: ReconciliationReport;
  mp: { short_code: string; currency_code: string };
  from: string;
  to: string;
}

/**
 * Payment Reconciliation (/reconciliation, spec 02 section 2): marketplace, start and end dates with the quick
 * ranges, Generate Report; then the summary cards, Export CSV and the table of order lines.
 */
export function ReconciliationPage() {
  const notify = useNotify(TX.forbidden);
  const pick = useMarketplacePick(everyMarketplace);
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const [shown, setShown] = useState<Generated | null>(null);
  const generate = useGenerateReconciliation();

  const onGenerate = () => {
    const mp = pick.mp;
    const from = day(range.start);
    const to = day(range.end);
    const problem = mp ? reconciliationDateError(from, to, day(dayjs())) : TX.fieldsRequired;
    if (!mp || problem) {
      notify.warning(problem ?? TX.fieldsRequired);
      return;
    }
    generate.mutate(
      { marketplace_id: mp.pk_mp_id, start_date: from, end_date: to },
      {
        onSuccess: (report) => {
          setShown({ report, mp, from, to });
          notify.success(TX.generated);
        },
        onError: (error) => {
          setShown(null);
          notify.failure(error, TX.failed);
        },
      },
    );
  };

  const columns = useMemo(() => {
    if (!shown) return [];
    const known = prefixOf(shown.mp.short_code) !== null;
    const code = shown.mp.short_code;
    return reconciliationColumns(
      known ? { field: reconciliationIdentifier(code), label: reconciliationIdentifierLabel(code) } : null,
      shown.mp.currency_code,
    );
  }, [shown]);

  return (
    <Stack spacing={2}>
      <PageHeader title="Payment Reconciliation" />
      <MarketplaceRangeForm
        label="Reconciliation filters"
        marketplaces={pick.options}
        marketplaceId={pick.mpId}
        onMarketplace={pick.setMpId}
        start={range.start}
        end={range.end}
        onRange={(r) => setRange((old) => ({ ...old, ...r }))}
        quickRanges={QUICK_RANGES_LONG}
        submitLabel="Generate Report"
        onSubmit={onGenerate}
        busy={generate.isPending}
      />
      {shown && (
        <ReconciliationResult
          report={shown.report}
          columns={columns}
          currency={shown.mp.currency_code}
          onExport={() =>
            exportReconciliation(shown.mp.short_code, shown.from, shown.to, columns, shown.report.entries)
          }
        />
      )}
    </Stack>
  );
}
