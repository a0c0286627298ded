import type { Metric } from '@marketdesk/contracts';
import { formatMoney } from '../../../shared/format/format';

export interface Formatters {
  money: (n: number) => string;
  number: (n: number) => string;
  metric: (metric: Metric, n: number) => string;
}

/** Amounts in the requested currency and counts, both with at most 2 decimals (spec 01 section 9). */
export function formatters(currency: string): Formatters {
  const money = (n: number) => formatMoney(n, currency);
  const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return {
    money,
    number: (n) => plain.format(n),
    metric: (metric, n) => (metric === 'returns' ? plain.format(n) : money(n)),
  };
}
