import { FOCUSED_SKU_TEXT, type FocusedTone } from '@marketdesk/contracts/focused-sku';

/**
 * How the analysis screen writes its figures (spec 02 section 9): currency with 2 decimals in en-US format,
 * falling back to 'CODE value' for a code Intl does not know; percentages and counts with at most 2 decimals.
 */
const NONE = '—';
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function money(value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined) return NONE;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return FOCUSED_SKU_TEXT.invalidCurrency(currency, two.format(value));
  }
}

export const num = (value: number | null | undefined): string =>
  value === null || value === undefined ? NONE : upToTwo.format(value);

export const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? NONE : `${two.format(value)}%`;

/** A signed percentage (velocity): '+12.50%', '-3.00%'. */
export const signedPercent = (value: number | null | undefined): string =>
  value === null || value === undefined ? NONE : `${value > 0 ? '+' : ''}${two.format(value)}%`;

/** The MUI colour of a rule's tone ('default' is the normal text colour). */
export const toneColor = (tone: FocusedTone): string =>
  tone === 'default' ? 'text.primary' : `${tone}.main`;
