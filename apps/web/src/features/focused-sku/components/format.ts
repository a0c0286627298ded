import type { FocusedTone } from '@marketdesk/contracts/focused-sku';
import { formatMoney } from '../../../shared/format/format';

/**
 * How the analysis screen writes its figures (spec 02 section 9): currency with 2 decimals in en-US format,
 * falling back to 'CODE value' for a code Intl does not know; percentages and counts with at most 2 decimals.
 */
const NONE = '—';
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Money as every report writes it (shared formatMoney: an unknown code as 'CODE value'). */
export const money = (value: number | null | undefined, currency: string): string =>
  formatMoney(value, currency, NONE);

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
