import {
  acosTone,
  buyBoxPercentage,
  FOCUSED_SKU_LIMITS,
  type FocusedSkuAnalysis,
  type FocusedTone,
  marginTone,
  profitMarginPercent,
  profitTone,
  showsAcos,
  stockCoverageTone,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { ANALYZER_LABEL as L } from '../labels';
import { money, num, percent } from './format';

export interface Figure {
  key: string;
  label: string;
  value: string;
  tone: FocusedTone;
}

/** The currency of a record's amounts: its own, else the cards' default (INR, spec 02 section 9). */
export const cardCurrency = (r: FocusedSkuAnalysis) => r.currency_code ?? FOCUSED_SKU_LIMITS.cardCurrency;

/**
 * The figures a SKU card shows (spec 02 section 2), coloured by the rules of contracts: Product Price, Product
 * Profitability, Stock Coverage, Buy Box Win Rate and, only with ad spend, ACOS. 30d Sales has its own line.
 */
export function cardFigures(r: FocusedSkuAnalysis): Figure[] {
  const cur = cardCurrency(r);
  const p = r.profitability;
  const bb = buyBoxPercentage(r.buybox.is_winning);
  const figures: Figure[] = [
    { key: 'price', label: T.productPrice, value: money(p.selling_price, cur), tone: 'default' },
    {
      key: 'profit',
      label: T.productProfitability,
      value: money(p.net_margin, cur),
      tone: profitTone(p.net_margin, p.selling_price),
    },
    {
      key: 'coverage',
      label: T.stockCoverage,
      value: L.days(num(r.inventory.stock_coverage_days)),
      tone: stockCoverageTone(r.inventory.stock_coverage_days),
    },
    { key: 'buybox', label: T.buyBoxWinRate, value: percent(bb), tone: 'default' },
  ];
  if (showsAcos(r.ams.spend_30d))
    figures.push({
      key: 'acos',
      label: T.acos,
      value: percent(r.ams.acos_30d),
      tone: acosTone(r.ams.acos_30d),
    });
  return figures;
}

/**
 * What the list view adds: margin percent, stock level, rating with review count, and the sessions and
 * conversion (unit session %) of the latest Business Report period, red when CONVERSION_DROP was raised.
 */
export function listFigures(r: FocusedSkuAnalysis): Figure[] {
  const pct = profitMarginPercent(r.profitability.net_margin, r.profitability.selling_price);
  const dropped = r.issues.some((i) => i.issue_type === 'CONVERSION_DROP');
  return [
    { key: 'margin', label: L.margin, value: percent(pct), tone: marginTone(pct) },
    { key: 'stock', label: L.stockLevel, value: num(r.inventory.total_available), tone: 'default' },
    {
      key: 'rating',
      label: L.rating,
      value: `${num(r.rating)} ${L.reviews(r.reviewCount ?? 0)}`,
      tone: 'default',
    },
    { key: 'sessions', label: L.sessions, value: num(r.traffic?.sessions), tone: 'default' },
    {
      key: 'conversion',
      label: L.conversion,
      value: percent(r.traffic?.unit_session_percentage),
      tone: dropped ? 'error' : 'default',
    },
  ];
}
