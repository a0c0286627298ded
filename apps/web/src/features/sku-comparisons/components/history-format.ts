import { formatMoney } from '../../../shared/format/format';
import { useMarketplaces } from '../../../shared/reference/marketplaces';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * History amounts with 2 decimals (spec 02 section 9) in their marketplace's currency (issue 29 item 2: a record
 * of Amazon DE in euros, no longer a dollar sign for every marketplace); without a known currency the number.
 */
export const money = (v: number, currency: string | null): string =>
  currency ? formatMoney(v, currency) : twoDecimals.format(v);

/** A marketplace id's currency, from the marketplaces the pickers read (null while unknown). */
export function useCurrencyOf(): (mpId: number) => string | null {
  const marketplaces = useMarketplaces().data ?? [];
  return (mpId) => marketplaces.find((m) => m.pk_mp_id === mpId)?.currency_code ?? null;
}
