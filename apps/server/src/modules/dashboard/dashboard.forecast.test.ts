import { forecastAnswer } from '@marketdesk/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { insertRows, type OrderLineInput, writeOrderLines } from '../../db/facts';
import { currencyRates } from '../../db/schema';
import { addDays, todayUtc } from './dashboard.scope';

/**
 * The forecast answer: one series per marketplace with data, dates after the end date, intervals around the
 * values, and values that continue the history (level and weekly shape), in the chosen currency.
 */
let t: TestApp;
let clientId: number;
let headers: Record<string, string>;
let weekly: number; // marketplace with two years of weekly-patterned sales
let young: number; // marketplace that started selling six weeks ago
const today = todayUtc();
const WEEKDAY = [1, 1, 1, 1, 1.2, 1.8, 1.6]; // Monday..Sunday
const dow = (d: string) => (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  await t.make.role(clientId, { name: 'Client Admin', permissions: ['dashboard:view'] });
  headers = await t.auth((await t.make.member(clientId, { roleName: 'Client Admin' })).user.id);
  weekly = (await t.make.marketplace({ currency_code: 'USD' })).pk_mp_id;
  young = (await t.make.marketplace({ currency_code: 'USD' })).pk_mp_id;
  // One rate per currency two years ago: every later day falls back to it.
  await insertRows(t.db, currencyRates, [
    { date: addDays(today, -800), currency_code: 'USD', units_per_usd: '1' },
    { date: addDays(today, -800), currency_code: 'EUR', units_per_usd: '0.9' },
  ]);
  const r = mulberry32(99);
  const lines: OrderLineInput[] = [];
  for (let i = 0; i < 730; i++) {
    const date = addDays(today, -i);
    const level = 100 * (1 + 0.2 * ((730 - i) / 730)) * WEEKDAY[dow(date)]! * (0.9 + 0.2 * r.next());
    lines.push({
      mp_id: weekly,
      order_id: `W${i}`,
      order_item_id: '1',
      purchase_date: date,
      quantity_ordered: 1,
      item_price: level.toFixed(2),
      currency_code: 'USD',
    });
    if (i < 42) {
      lines.push({
        ...lines.at(-1)!,
        mp_id: young,
        order_id: `Y${i}`,
        item_price: (40 + 10 * r.next()).toFixed(2),
      });
    }
  }
  await writeOrderLines(t.db, clientId, lines);
}, 120_000);
afterAll(() => t?.close());

const ask = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/dashboard/forecast?client_id=${clientId}&start_date=${addDays(today, -27)}&end_date=${today}&${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return forecastAnswer.parse(res.json());
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('GET /dashboard/forecast', () => {
  it('forecasts each marketplace with data for the days after today, continuing level and weekly shape', async () => {
    const answer = await ask('forecast_periods=14&metric=sales&granularity=Daily');
    expect(Object.keys(answer).sort()).toEqual([String(weekly), String(young)].sort());
    const s = answer[String(weekly)]!;
    expect(s.forecast_dates).toEqual(Array.from({ length: 14 }, (_, i) => addDays(today, i + 1)));
    for (const key of ['forecast_values', 'confidence_lower', 'confidence_upper'] as const) {
      expect(s[key]).toHaveLength(14);
    }
    s.forecast_values.forEach((v, i) => {
      expect(s.confidence_lower[i]!).toBeLessThanOrEqual(v);
      expect(v).toBeLessThanOrEqual(s.confidence_upper[i]!);
      expect(s.confidence_upper[i]!).toBeGreaterThan(s.confidence_lower[i]!);
    });
    // Recent level: about 120 a day before the weekly factor (mean factor 1.23).
    const level = mean(s.forecast_values);
    expect(level).toBeGreaterThan(120 * 1.23 * 0.85);
    expect(level).toBeLessThan(120 * 1.23 * 1.15);
    const at = (days: number[]) =>
      mean(s.forecast_values.filter((_, i) => days.includes(dow(s.forecast_dates[i]!))));
    expect(at([5, 6]) / at([0, 1, 2, 3])).toBeGreaterThan(1.4);
    // The young marketplace is forecast from its own six weeks, not two years of zeros.
    expect(mean(answer[String(young)]!.forecast_values)).toBeGreaterThan(35);
  });

  it('sums into months at the Monthly granularity and converts to the chosen currency', async () => {
    const usd = (await ask('forecast_periods=3&granularity=Monthly'))[String(weekly)]!;
    const next = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    const months = [1, 2, 3].map((k) =>
      new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + k, 1)).toISOString().slice(0, 10),
    );
    expect(usd.forecast_dates).toEqual(months);
    expect(usd.forecast_values[0]!).toBeGreaterThan(120 * 1.23 * 28 * 0.8);
    expect(usd.forecast_values[0]!).toBeLessThan(120 * 1.23 * 31 * 1.2);
    const eur = (await ask('forecast_periods=3&granularity=Monthly&currency_code=EUR'))[String(weekly)]!;
    expect(eur.forecast_values[0]! / usd.forecast_values[0]!).toBeCloseTo(0.9, 1);
  });

  it('leaves out marketplaces without rows for the metric, and respects the marketplace filter', async () => {
    expect(await ask('forecast_periods=7&metric=ams_spend')).toEqual({});
    const one = await ask(`forecast_periods=7&mp_id=${young}`);
    expect(Object.keys(one)).toEqual([String(young)]);
    // Sales but no returns: a flat zero forecast of returns.
    const returns = await ask('forecast_periods=7&metric=returns');
    expect(returns[String(weekly)]!.forecast_values).toEqual(new Array(7).fill(0));
  });
});
