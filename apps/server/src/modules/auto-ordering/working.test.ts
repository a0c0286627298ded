import { describe, expect, it } from 'vitest';
import {
  dailyRate,
  dailySigma,
  demandSeries,
  forecastOrder,
  inStockDays,
  poDemand,
  type SkuFacts,
  safetyStock,
  workRow,
} from './working';

const present = { stock: 10, reachesToday: true };

describe('in-stock days and the daily sales rate', () => {
  it('does not let a stockout lower the rate: a long run without sales is left out of the days', () => {
    // 2 a day for 20 days, nothing for 10 days, 2 a day for 10 days: 60 units.
    const units = [...new Array(20).fill(2), ...new Array(10).fill(0), ...new Array(10).fill(2)];
    const s = inStockDays(units, present);
    expect(s.minRun).toBe(7); // ln(100) / 1.5 = 3.07 days, so the 7-day floor applies
    expect(s.inStockDays).toBe(30);
    expect(s.rate).toBe(2);
    expect(s.outOfStock.filter(Boolean)).toHaveLength(10);
    expect(demandSeries({ regular: units, po: new Array(40).fill(0) }, s)).toEqual(new Array(40).fill(2));
  });

  it('reads stockouts from customer orders only: the quiet days between weekly purchase orders are in stock', () => {
    // A SKU sold only through purchase orders: 24 units every 7th day, nothing from customers.
    const po = Array.from({ length: 28 }, (_, i) => (i % 7 === 0 ? 24 : 0));
    const regular = new Array(28).fill(0);
    const s = inStockDays(regular, present);
    expect(s.inStockDays).toBe(28);
    expect(dailyRate({ regular, po }, s)).toBe((4 * 24) / 28);
    // Customer sales with a stockout, plus purchase orders: the customer part reads the in-stock rate, the
    // purchase orders are added as they came.
    const mixed = [...new Array(10).fill(3), ...new Array(10).fill(0), ...new Array(8).fill(3)];
    const m = inStockDays(mixed, present);
    expect(m.inStockDays).toBe(18);
    expect(dailyRate({ regular: mixed, po }, m)).toBeCloseTo(3 + (4 * 24) / 28, 12);
    // The model sees the customer units (stockout days at the in-stock rate); the POs join at their rate.
    expect(demandSeries({ regular: mixed, po }, m)).toEqual(new Array(28).fill(3));
    expect(poDemand({ regular: mixed, po }, 14)).toBe(((4 * 24) / 28) * 14);
  });

  it('keeps short quiet spells of a slow seller as in-stock days', () => {
    // 9 quiet days, then one unit every other day: 10 units in 28 days, ln(100) / (10 / 28) = 12.9 days.
    const units = [...new Array(9).fill(0), ...Array.from({ length: 19 }, (_, i) => (i % 2 === 0 ? 1 : 0))];
    const s = inStockDays(units, present);
    expect(s.minRun).toBe(13);
    expect(s.inStockDays).toBe(28);
    expect(s.rate).toBeCloseTo(10 / 28, 12);
  });

  it('reads the last quiet days as a stockout when there is no stock now and the window reaches today', () => {
    const units = [3, 2, 4, 3, 0, 0];
    expect(inStockDays(units, { stock: 0, reachesToday: true }).inStockDays).toBe(4);
    expect(inStockDays(units, { stock: 0, reachesToday: true }).rate).toBe(3);
    // With stock, or for a window in the past, two quiet days are just quiet days.
    expect(inStockDays(units, { stock: 5, reachesToday: true }).inStockDays).toBe(6);
    expect(inStockDays(units, { stock: 0, reachesToday: false }).inStockDays).toBe(6);
  });

  it('answers a rate of 0 for a SKU that never sold', () => {
    const s = inStockDays(new Array(30).fill(0), present);
    expect(s).toMatchObject({ inStockDays: 30, rate: 0, minRun: Infinity });
  });
});

describe('safety stock', () => {
  it('is z × daily error × √coverage days', () => {
    expect(safetyStock(2, 25)).toBeCloseTo(1.645 * 2 * 5, 10);
    expect(safetyStock(2, 25, 2)).toBe(20);
    expect(safetyStock(0, 90)).toBe(0);
  });

  it("takes the backtest's RMSE, else the series' spread, and 0 for the zero model", () => {
    expect(dailySigma([1, 2, 3], 0.7)).toBe(0.7);
    expect(dailySigma([1, 3], null)).toBe(1);
    expect(dailySigma([], null)).toBe(0);
  });
});

describe('the order', () => {
  it('is demand + safety + open purchase orders − stock, rounded up, never below zero', () => {
    expect(
      forecastOrder({ lead_time_demand: 100.2, safety_stock: 10.5, open_po_units: 5, total_stock: 40 }),
    ).toBe(76);
    expect(forecastOrder({ lead_time_demand: 10, safety_stock: 2, open_po_units: 0, total_stock: 500 })).toBe(
      0,
    );
    // Exact in hundredths: 0.1 + 0.2 is a part of a unit (one to order), 0.1 + 0.9 − 1 is none.
    expect(
      forecastOrder({ lead_time_demand: 0.1, safety_stock: 0.2, open_po_units: 0, total_stock: 0 }),
    ).toBe(1);
    expect(
      forecastOrder({ lead_time_demand: 0.1, safety_stock: 0.9, open_po_units: 0, total_stock: 1 }),
    ).toBe(0);
  });

  it('works a whole row from the facts and the forecast', () => {
    const facts: SkuFacts = {
      fk_sku_id: 7,
      sku_code: 'A-1',
      sku_name: 'Lamp',
      brand_id: 3,
      brand_name: 'Acme',
      sku_cost_status: 'invoice 12',
      stock_quantity: 30,
      fulfilled_stocks: 10,
      amazon_recommended_order: 100,
      amazon_recommended_order_date: '2026-12-20',
      open_po_units: 12,
      regular: [...new Array(10).fill(4), ...new Array(10).fill(0)],
      po: [...new Array(19).fill(0), 20],
    };
    const s = inStockDays(facts.regular, { stock: 40, reachesToday: false });
    const row = workRow(
      facts,
      s,
      { values: new Array(30).fill(4), model: 'ses', backtest: { mase: 0.81234, rmse: 1.5 } },
      30,
    );
    expect(row).toMatchObject({
      total_stock: 40,
      total_sales_combined: 60,
      in_stock_days: 10,
      daily_sales_rate: 5, // 40 customer units over 10 in-stock days, 20 PO units over 20 days
      coverage: 8,
      lead_time_demand: 150, // 30 days × 4 forecast + 20 PO units / 20 days × 30 days
      safety_stock: Math.round(1.645 * 1.5 * Math.sqrt(30) * 100) / 100,
      open_po_units: 12,
      forecast_model: 'ses',
      forecast_mase: 0.812,
      sales_window_days: 20,
    });
    expect(row.forecast_order).toBe(Math.ceil(150 + row.safety_stock + 12 - 40));
    // Amazon's recommendation beside ours, and ours less Amazon's.
    expect(row).toMatchObject({
      amazon_recommended_order: 100,
      amazon_recommended_order_date: '2026-12-20',
      order_difference: row.forecast_order - 100,
    });
    expect(
      workRow(
        { ...facts, amazon_recommended_order: null, amazon_recommended_order_date: null },
        s,
        {
          values: new Array(30).fill(4),
          model: 'ses',
          backtest: { mase: 0.8, rmse: 1.5 },
        },
        30,
      ),
    ).toMatchObject({ amazon_recommended_order: null, order_difference: null });
  });
});
