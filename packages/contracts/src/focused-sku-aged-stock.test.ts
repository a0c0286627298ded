import { describe, expect, it } from 'vitest';
import { focusedSkuFixture } from '../test/focused-sku';
import { focusedSkuAnalysis } from './focused-sku-record';
import { agedStockIssue, detectFocusedIssues, FOCUSED_THRESHOLDS as T } from './focused-sku-rules';
import { ISSUE_TICKET_TYPE } from './focused-sku-tickets';

/** AGED_STOCK: units at FBA older than 180 days, from Amazon's inventory age report (or the FBA stock's ages). */

const aged = (units: number | null | undefined, fba = 50) =>
  focusedSkuFixture({ inventory: { aged_over_180_units: units, fba_available_quantity: fba } });

describe('AGED_STOCK', () => {
  it('flags units older than 180 days: medium, high when they are half the FBA stock or more', () => {
    expect(T.agedStockDays).toBe(180);
    expect(agedStockIssue(aged(24))).toEqual({
      issue_type: 'AGED_STOCK',
      priority: 'medium',
      title: 'Aged Stock',
      description: '24 units at FBA are older than 180 days (of 50 available).',
      details: { aged_over_180_units: 24, fba_available_quantity: 50, threshold_days: 180 },
    });
    expect(agedStockIssue(aged(25))?.priority).toBe('high');
    // Aged units with nothing sellable at FBA (all of it aged or reserved): still flagged, not as a share.
    expect(agedStockIssue(aged(3, 0))).toMatchObject({
      priority: 'medium',
      description: '3 units at FBA are older than 180 days.',
    });
  });

  it('raises nothing without aged units or without ages (records stored before have none)', () => {
    expect(agedStockIssue(aged(0))).toBeNull();
    expect(agedStockIssue(aged(null))).toBeNull();
    expect(agedStockIssue(aged(undefined))).toBeNull();
    const { aged_over_180_units: _, ...before } = focusedSkuFixture().inventory;
    expect(focusedSkuAnalysis.shape.inventory.parse(before)).toEqual(before);
  });

  it('is one of the stock issues the analysis detects, and raises no ticket', () => {
    expect(detectFocusedIssues(aged(40)).map((i) => i.issue_type)).toContain('AGED_STOCK');
    expect(ISSUE_TICKET_TYPE.AGED_STOCK).toBeNull();
  });
});
