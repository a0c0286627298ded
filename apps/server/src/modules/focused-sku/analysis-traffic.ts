import { type FocusedTraffic, unitSessionPercentage } from '@marketdesk/contracts/focused-sku';
import type { TrafficPeriodRow } from './analysis-traffic.repository';

/** The record's traffic group from a product's periods (analysis-traffic.repository); null without any. */
export function trafficGroup(rows: readonly TrafficPeriodRow[] | undefined): FocusedTraffic | null {
  const latest = rows?.find((r) => r.which === 'latest');
  if (!latest) return null;
  const previous = rows?.find((r) => r.which === 'previous');
  return {
    period_start: latest.start_date,
    period_end: latest.end_date,
    sessions: latest.sessions,
    page_views: latest.page_views,
    units_ordered: latest.units_ordered,
    unit_session_percentage: unitSessionPercentage(latest.units_ordered, latest.sessions),
    buy_box_percentage: latest.buy_box_percentage,
    previous_period_start: previous?.start_date ?? null,
    previous_sessions: previous?.sessions ?? null,
    previous_unit_session_percentage: previous
      ? unitSessionPercentage(previous.units_ordered, previous.sessions)
      : null,
  };
}
