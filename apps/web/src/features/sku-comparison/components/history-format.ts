import { formatMoney } from '../../../shared/format/format';

/**
 * History table amounts: a dollar sign and 2 decimals (spec 02 section 9 fixes the dollar for the history
 * tables, whose price trends average over marketplaces), through the one money formatter.
 */
export const money = (v: number): string => formatMoney(v, 'USD');
