import { PARTNER_DEFAULT_CURRENCY, type PartnerViewQuery } from '@marketdesk/contracts/partner-view';
import dayjs, { type Dayjs } from 'dayjs';
import { lastDays } from '../../../shared/filters/date-ranges';
import { defaultReportFilters, type ReportFilters } from '../../../shared/filters/report-filters';

const ISO = 'YYYY-MM-DD';

/** Ours (the spec gives none): the last 30 days (the 30D quick range), USD (spec 03 section 9), no warehouse yet. */
export function partnerDefaults(today: Dayjs = dayjs()): ReportFilters {
  return { ...defaultReportFilters(today), ...lastDays(30, today), currency: PARTNER_DEFAULT_CURRENCY };
}

/** The calls' query from the applied filters; null until a warehouse is chosen (nothing is generated then). */
export function toPartnerQuery(f: ReportFilters): PartnerViewQuery | null {
  const warehouse = f.warehouseIds[0];
  if (warehouse === undefined) return null;
  return {
    warehouse_id: warehouse,
    start_date: f.start.format(ISO),
    end_date: f.end.format(ISO),
    currency_code: f.currency,
  };
}
