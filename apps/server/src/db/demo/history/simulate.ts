import type { AdMetricInput, OrderLineInput, ReturnInput } from '../../facts';
import type { Random } from '../prng';
import { addDays, eventLift, type SeasonProfile, weekly, yearly } from './calendar';
import { alnum, binomial, cents, pickIndex, poisson } from './draw';
import type { Listing, Market } from './setup';

/** Everything that shapes one client's daily demand. */
export interface DemandModel {
  season: SeasonProfile;
  /** Regular order lines per day today, over all marketplaces. */
  linesPerDay: number;
  /** Growth per year (0.3 = +30 %). */
  growth: number;
  /** Yearly price drift of the currency (TRY inflation), by currency. */
  inflation: Record<string, number>;
}

export interface MonthOutput {
  orders: OrderLineInput[];
  returns: ReturnInput[];
  metrics: AdMetricInput[];
  /** Regular shipped lines on or after the settlement window start, kept for settlements. */
  settle: OrderLineInput[];
}

const FC = ['PHX7', 'LGB8', 'MDW2', 'BHX4', 'DTM2', 'LEJ1', 'BOM5', 'DXB3', 'RUH1'];
const REASONS = [
  'DEFECTIVE',
  'NOT_AS_DESCRIBED',
  'UNWANTED_ITEM',
  'SWITCHEROO',
  'DAMAGED_BY_CARRIER',
  'APPAREL_TOO_SMALL',
];
const CONDITIONS = ['SELLABLE', 'SELLABLE', 'SELLABLE', 'DEFECTIVE', 'CUSTOMER_DAMAGED', 'CARRIER_DAMAGED'];

/** Order ids in each family's format, unique per marketplace: a running number hides in the digits. */
function orderId(random: Random, m: Market): string {
  const n = m.seq++;
  const pad = (x: number, width: number) => String(x).padStart(width, '0');
  switch (m.family.prefix) {
    case 'AZ':
      return `${111 + (n % 298)}-${pad(Math.floor(n / 298) % 10_000_000, 7)}-${random.digits(7)}`;
    case 'EB':
      return `${random.int(10, 99)}-${pad(Math.floor(n / 100_000) % 100_000, 5)}-${pad(n % 100_000, 5)}`;
    case 'NN':
      return `${m.country === 'SA' ? 'NSA' : 'NAE'}${random.digits(3)}${pad(n, 9)}`;
    case 'FK':
      return `OD${random.digits(9)}${pad(n, 9)}`;
    case 'BO':
      return `A000${alnum(random, 2)}${n.toString(36).toUpperCase().padStart(6, '0')}`;
    case 'TD':
      return `${random.int(1, 9)}${pad(n, 9)}`;
    default:
      return `${m.family.prefix}${random.int(1, 9)}${pad(n, 9)}`;
  }
}

const inWindow = <T extends [number, number, ...number[]]>(windows: T[], t: number): T | undefined =>
  windows.find((w) => t >= w[0] && t <= w[1]);

/**
 * One month of one client: regular order lines (several marketplaces, weekly and yearly seasonality, events,
 * SKU promotions and stockouts, growth), vendor purchase orders, direct-fulfilment lines, returns and the ad
 * metrics of the advertised listings. `t0` is the history index of `from` (day 0 = first day).
 */
export function simulateMonth(
  random: Random,
  model: DemandModel,
  markets: Market[],
  days: {
    from: string;
    to: string;
    t0: number;
    total: number;
    today: string;
    settleFrom: string;
    adDetailFrom: string;
  },
): MonthOutput {
  const out: MonthOutput = { orders: [], returns: [], metrics: [], settle: [] };
  const shareTotal = markets.reduce((s, m) => s + m.share, 0);
  const nominal = new Map(markets.map((m) => [m, m.listings.reduce((s, l) => s + l.sku.popularity, 0)]));
  let t = days.t0;
  for (let day = days.from; day <= days.to; day = addDays(day, 1), t++) {
    const age = t - (days.total - 1);
    const trend = (1 + model.growth) ** (age / 365);
    const base = model.linesPerDay * trend * weekly(day) * yearly(day, model.season);
    const recent = days.today < addDays(day, 3);
    for (const m of markets) {
      if (m.listings.length === 0) continue;
      const inflation = (1 + (model.inflation[m.currency] ?? 0)) ** (age / 365);
      const weights = new Float64Array(m.listings.length);
      let total = 0;
      const promo: (number | undefined)[] = [];
      m.listings.forEach((l, i) => {
        let w = 0;
        if (t >= l.sku.launchDay && !inWindow(l.stockouts, t)) {
          const p = inWindow(l.promos, t);
          promo[i] = p?.[2];
          const season =
            model.season === 'sports' ? yearly(day, 'sports', l.sku.category) / yearly(day, 'sports') : 1;
          w = l.sku.popularity * season * (p ? 1 + 2.5 * p[2] : 1) * (l.sku.is_eol ? 0.4 : 1);
        }
        total += w;
        weights[i] = total;
      });
      const lambda =
        (base * m.share * eventLift(day, m.family.prefix) * total) / shareTotal / nominal.get(m)!;
      regularLines(random, m, day, lambda, weights, total, promo, inflation, recent, days, out);
      if (m.vendorProfile) vendorLines(random, m, day, t, base / shareTotal, inflation, days.today, out);
      if (m.ads.size > 0) adMetrics(random, m, day, lambda, total, weights, promo, inflation, days, out);
    }
  }
  return out;
}

function regularLines(
  random: Random,
  m: Market,
  day: string,
  lambda: number,
  weights: Float64Array,
  total: number,
  promo: (number | undefined)[],
  inflation: number,
  recent: boolean,
  days: { today: string; settleFrom: string },
  out: MonthOutput,
): void {
  const n = poisson(random, lambda);
  let line = 0;
  while (line < n) {
    const id = orderId(random, m);
    const items = random.next() < 0.12 ? 2 : 1;
    for (let item = 1; item <= items && line < n; item++, line++) {
      const index = pickIndex(weights, total, random.next());
      const l = m.listings[index]!;
      const qty = random.next() < 0.85 ? 1 : random.next() < 0.75 ? 2 : 3;
      const discount = promo[index] ?? 0;
      const unit = cents(l.price * inflation * (1 - discount));
      const price = cents(unit * qty);
      const cancelled = random.next() < 0.022;
      const status = cancelled
        ? m.family.prefix === 'EB'
          ? 'Canceled'
          : 'Cancelled'
        : recent
          ? random.pick(['Pending', 'Unshipped', 'Shipped'])
          : 'Shipped';
      const az = m.family.prefix === 'AZ';
      const row: OrderLineInput = {
        mp_id: m.mp_id,
        order_id: id,
        order_item_id: az ? random.digits(14) : String(item),
        order_type: 'R',
        profile_id: m.sellerProfile,
        identifier: l.identifier,
        sku_code: l.sku.sku_code,
        purchase_date: day,
        order_status: status,
        quantity_ordered: qty,
        quantity_shipped: status === 'Shipped' ? qty : 0,
        item_price: price,
        amount_tax: cents(price * m.vat),
        amount_shipping: l.is_fba === false || !az ? (random.next() < 0.3 ? cents(l.price * 0.05) : 0) : 0,
        amount_discount: discount > 0 && random.next() < 0.3 ? cents(price * 0.05) : 0,
        buying_cost: cents((l.sku.costUsd / l.sku.priceUsd) * l.price * inflation * qty),
        currency_code: m.currency,
        last_update_date: az
          ? `${addDays(day, random.int(0, 2))}T${String(random.int(0, 23)).padStart(2, '0')}:12:00Z`
          : null,
        is_fba: az ? l.is_fba : null,
        extras: null,
      };
      out.orders.push(row);
      if (status !== 'Shipped') continue;
      if (day >= days.settleFrom) out.settle.push(row);
      returnOf(random, m, l, row, unit, days.today, out);
    }
  }
}

function returnOf(
  random: Random,
  m: Market,
  l: Listing,
  row: OrderLineInput,
  unit: number,
  today: string,
  out: MonthOutput,
): void {
  const rate = l.sku.returnRate * (m.family.prefix === 'FK' ? 1.25 : 1);
  if (random.next() >= rate) return;
  const date = addDays(row.purchase_date, random.int(4, 35));
  if (date > today) return;
  const qty =
    row.quantity_ordered > 1 && random.next() < 0.3 ? row.quantity_ordered - 1 : row.quantity_ordered;
  out.returns.push({
    mp_id: m.mp_id,
    return_id: m.family.prefix === 'AZ' ? `LPN${alnum(random, 9)}` : `${row.order_id}-${row.order_item_id}`,
    order_id: row.order_id,
    order_item_id: row.order_item_id,
    identifier: row.identifier,
    sku_code: row.sku_code,
    return_date: date,
    box_id: random.next() < 0.5 ? `BX${random.digits(6)}` : null,
    quantity: qty,
    item_condition: random.pick(CONDITIONS),
    claim_id: random.next() < 0.08 ? `CL${random.digits(8)}` : null,
    claim_result: null,
    credit_note_num: m.family.prefix === 'AZ' ? null : `CN-${random.digits(7)}`,
    price: cents(unit * qty),
    currency_code: m.currency,
    reason: random.pick(REASONS),
    status: 'Unit returned to inventory',
  });
}

/** Vendor business: a purchase order every Monday (two in the autumn stock-up), direct-fulfilment lines daily on AZ. */
function vendorLines(
  random: Random,
  m: Market,
  day: string,
  t: number,
  demand: number,
  inflation: number,
  today: string,
  out: MonthOutput,
): void {
  const profile = m.vendorProfile!;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const month = Number(day.slice(5, 7));
  const poCount = weekday === 1 ? (month >= 9 && month <= 11 ? 2 : 1) : 0;
  const ageDays = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  const live = m.listings.filter((l) => t >= l.sku.launchDay && !l.sku.is_eol);
  for (let p = 0; p < poCount; p++) {
    const po = alnum(random, 8);
    const cancelled = random.next() < 0.02;
    for (const l of random.sample(live, random.int(10, 24))) {
      const pack = l.sku.weight_g > 2000 ? 4 : 12;
      const ordered = pack * Math.max(1, Math.round((demand * l.sku.popularity * random.next() * 4) / pack));
      const confirmed = Math.floor((ordered * (0.7 + random.next() * 0.3)) / pack) * pack;
      const cost = cents(l.price * inflation * 0.55);
      out.orders.push({
        mp_id: m.mp_id,
        order_id: po,
        order_item_id: l.identifier,
        order_type: 'PO',
        profile_id: profile,
        identifier: l.identifier,
        sku_code: l.sku.sku_code,
        purchase_date: day,
        order_status: cancelled ? 'Cancelled' : ageDays > 21 ? 'Closed' : ageDays > 3 ? 'Confirmed' : 'New',
        shipping_address: random.pick(FC),
        quantity_ordered: ordered,
        quantity_confirmed: ageDays > 3 ? confirmed : null,
        quantity_shipped: ageDays > 14 ? confirmed : 0,
        item_price: cents(cost * ordered),
        amount_tax: cents(cost * ordered * m.vat),
        buying_cost: cents((l.sku.costUsd / l.sku.priceUsd) * l.price * inflation * ordered),
        currency_code: m.currency,
        extras:
          m.family.prefix === 'NN' ? { amount_delivered: ageDays > 14 ? cents(cost * confirmed) : 0 } : null,
      });
    }
  }
  if (!m.family.views.dfOrders) return;
  const dfCount = poisson(random, Math.max(0.5, demand * 0.04));
  for (let i = 0; i < dfCount; i++) {
    const l = random.pick(live);
    const qty = random.next() < 0.9 ? 1 : 2;
    const cost = cents(l.price * inflation * 0.6);
    out.orders.push({
      mp_id: m.mp_id,
      order_id: `${random.int(1, 9)}${String(m.seq++).padStart(9, '0')}`,
      order_item_id: '1',
      order_type: 'DF',
      profile_id: profile,
      identifier: l.identifier,
      sku_code: l.sku.sku_code,
      purchase_date: day,
      order_status: ageDays > 2 ? 'Shipped' : 'Acknowledged',
      quantity_ordered: qty,
      quantity_shipped: ageDays > 2 ? qty : 0,
      item_price: cents(cost * qty),
      amount_tax: cents(cost * qty * m.vat),
      buying_cost: cents((l.sku.costUsd / l.sku.priceUsd) * l.price * inflation * qty),
      currency_code: m.currency,
      extras: { shipment_date: addDays(day, random.int(1, 2)), mp_sku_code: l.mp_sku_code },
    });
  }
}

/** Split an integer into parts proportional to weights (the remainder goes to the first part). */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0]! += total - parts.reduce((s, p) => s + p, 0);
  return parts;
}

function adMetrics(
  random: Random,
  m: Market,
  day: string,
  lambda: number,
  total: number,
  weights: Float64Array,
  promo: (number | undefined)[],
  inflation: number,
  days: { adDetailFrom: string },
  out: MonthOutput,
): void {
  for (const [index, plan] of m.ads) {
    const l = m.listings[index]!;
    const w = weights[index]! - (index > 0 ? weights[index - 1]! : 0);
    if (w <= 0 || total <= 0) continue;
    const expectedUnits = ((lambda * w) / total) * 1.2;
    const expectedOrders = Math.max(0.05, expectedUnits * plan.share);
    const impressionsExp = expectedOrders / plan.cvr / plan.ctr;
    const impressions = Math.round(impressionsExp * (0.8 + random.next() * 0.4));
    const clicks = binomial(random, impressions, plan.ctr);
    const orders = binomial(random, clicks, plan.cvr);
    const units = orders + (orders > 0 && random.next() < 0.15 ? 1 : 0);
    const unit = l.price * inflation * (1 - (promo[index] ?? 0));
    const sales = cents(units * unit);
    const spend = cents(clicks * plan.cpc * inflation * (0.85 + random.next() * 0.3));
    out.metrics.push({
      profile_id: m.sellerProfile!,
      entity_type: 'ad_product',
      entity_id: plan.ad_id,
      date: day,
      ad_group_id: plan.ad_group_id,
      campaign_id: plan.campaign_id,
      impressions,
      clicks,
      spend,
      sales,
      orders,
      units,
    });
    if (day < days.adDetailFrom) continue;
    // Targets share the ad product's day; search terms share most of their target's.
    const tw = plan.targets.map((x) => x.weight);
    const ti = split(impressions, tw);
    const tc = split(clicks, tw);
    const to = split(orders, tw);
    const tu = split(units, tw);
    plan.targets.forEach((target, k) => {
      const f = clicks > 0 ? tc[k]! / clicks : 1 / plan.targets.length;
      const row = {
        profile_id: m.sellerProfile!,
        date: day,
        ad_group_id: plan.ad_group_id,
        campaign_id: plan.campaign_id,
        fk_sku_id: l.sku_id,
      };
      out.metrics.push({
        ...row,
        entity_type: 'target',
        entity_id: target.target_id,
        impressions: ti[k]!,
        clicks: tc[k]!,
        spend: cents(spend * f),
        sales: cents((sales * (to[k]! + 0.0001)) / (orders + 0.0001 * plan.targets.length)),
        orders: to[k]!,
        units: tu[k]!,
      });
      const sw = target.searchTerms.map((s) => s.weight);
      const si = split(Math.floor(ti[k]! * 0.85), sw);
      const sc = split(Math.floor(tc[k]! * 0.85), sw);
      const so = split(to[k]!, sw);
      target.searchTerms.forEach((term, j) => {
        if (si[j]! === 0) return;
        out.metrics.push({
          ...row,
          entity_type: 'search_term',
          entity_id: term.id,
          impressions: si[j]!,
          clicks: sc[j]!,
          spend: cents(tc[k]! > 0 ? (spend * f * sc[j]!) / tc[k]! : 0),
          sales: cents(so[j]! * unit),
          orders: so[j]!,
          units: so[j]!,
        });
      });
    });
  }
}
