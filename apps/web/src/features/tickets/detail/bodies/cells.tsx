import { ticketFormFields } from '@marketdesk/contracts/ticket-fields';
import { type TicketItem, type TicketTypeId, ticketTypeDef } from '@marketdesk/contracts/tickets';
import { Chip, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../shared/format/format';
import { formatValue } from '../../../../shared/grid/format';
import { Highlight } from '../Highlight';

/**
 * How an item value reads in the ticket tables (spec 03 section 2): empty as '-', T11 ctr, conversion and
 * acos (fractions) as percentages, impressions, units and clicks as integers and bids and amounts in the row's
 * currency (its profile's marketplace; a row raised before rows carried it shows the number), T12 buy-box win (a percent)
 * with 2 decimals and stock 'Non-Retail' for non-retail items, T16 reflected_on_db Yes/No and metadata as
 * key: value lines. The text is also what the export writes.
 */

export const EMPTY = '-';
const isBlank = (v: unknown) => v === null || v === undefined || v === '';
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const T11_PERCENT = ['ctr', 'conversion', 'acos'];
const T11_INTEGER = ['impressions', 'units', 'clicks'];
const T11_MONEY = ['existing_bid', 'new_bid', 'spend', 'cpc', 'sales'];
/** The price columns of the types' fixed views (T1, T7). */
const PRICE_COLUMNS = ['our_selling_price', 'competitor_selling_price', 'selling_price'];

/** A money value of the type: a price column, or a field its form reads as money (T1 New Price, T3 Target Price). */
function isMoney(typeId: TicketTypeId, key: string): boolean {
  if (PRICE_COLUMNS.includes(key)) return true;
  const fields = ticketFormFields(ticketTypeDef(typeId)?.required_fields ?? []);
  return fields.some((f) => f.key === key && f.kind === 'money');
}

/**
 * The cell's text; `currency` is the ticket's marketplace currency, for amounts whose row does not name its own
 * (a row that carries `currency_code`, as T11's, is read in that).
 */
export function cellText(typeId: TicketTypeId, key: string, item: TicketItem, currency?: string): string {
  const v = item[key];
  if (typeId === 'T12' && (key === 'warehouse_stock' || key === 'fba_stock') && item.is_retail === false)
    return 'Non-Retail';
  if (typeId === 'T16' && key === 'reflected_on_db') return v === true ? 'Yes' : v === false ? 'No' : EMPTY;
  if (isBlank(v)) return EMPTY;
  if (typeId === 'T11' && T11_PERCENT.includes(key) && Number.isFinite(num(v)))
    return formatValue('fraction', num(v));
  if (typeId === 'T11' && T11_INTEGER.includes(key) && Number.isFinite(num(v)))
    return Math.round(num(v)).toLocaleString('en-US');
  if (
    typeId === 'T11' &&
    T11_MONEY.includes(key) &&
    Number.isFinite(num(v)) &&
    typeof item.currency_code === 'string'
  )
    return formatMoney(num(v), item.currency_code);
  const rowCurrency = typeof item.currency_code === 'string' ? item.currency_code : currency;
  if (typeId !== 'T11' && rowCurrency && isMoney(typeId, key) && Number.isFinite(num(v)))
    return formatMoney(num(v), rowCurrency);
  if (typeId === 'T12' && key === 'buybox_win_percentage' && Number.isFinite(num(v)))
    return formatValue('fraction', num(v) / 100);
  if (v && typeof v === 'object' && !Array.isArray(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x)}`)
      .join('\n');
  if (Array.isArray(v)) return v.map(String).join(', ');
  return String(v);
}

export interface CellContext {
  /** T14: the product page base of the item's marketplace (website_url), if the user has it. */
  websiteUrl(mpId: unknown): string | undefined;
  /** T16: file name → download link. */
  fileLinks: Record<string, string>;
  /** The currency of the item's marketplace (the ticket's when the item names none), if the user has it. */
  currencyOf?(mpId: unknown): string | undefined;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The cell as shown: the text highlighted, plus the links and colours of the special views. */
export function cellNode(typeId: TicketTypeId, key: string, item: TicketItem, ctx: CellContext): ReactNode {
  const text = cellText(typeId, key, item, ctx.currencyOf?.(item.mp_id));
  if (text === EMPTY) return EMPTY;
  if (typeId === 'T11' && key === 'action_type')
    return (
      <Chip
        size="small"
        label={text}
        color={text === 'good' ? 'success' : text === 'bad' ? 'error' : 'default'}
        data-testid="action-type"
      />
    );
  if (typeId === 'T14' && key === 'asin') {
    const base = ctx.websiteUrl(item.mp_id);
    if (base)
      return (
        <Link href={`${trimSlash(base)}/dp/${text}`} target="_blank" rel="noopener noreferrer">
          <Highlight text={text} />
        </Link>
      );
  }
  if (typeId === 'T16' && key === 'file_name') {
    const href = ctx.fileLinks[text];
    if (href)
      return (
        <Link href={href} target="_blank" rel="noopener noreferrer" download={text}>
          <Highlight text={text} />
        </Link>
      );
  }
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      <Highlight text={text} />
    </span>
  );
}

export const columnLabel = (key: string) =>
  key
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
