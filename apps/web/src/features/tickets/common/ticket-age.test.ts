import { describe, expect, it } from 'vitest';
import { creatorLabel, ticketAge } from './ticket-age';

describe('ticketAge', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('counts days and hours since creation', () => {
    expect(ticketAge('2026-11-17T09:00:00Z', 5, now)).toMatchObject({
      days: 3,
      hours: 3,
      label: '3d 3h',
      overdue: false,
    });
  });
  it('is overdue only when the age in days exceeds a positive ETA', () => {
    expect(ticketAge('2026-11-16T11:00:00Z', 3, now).overdue).toBe(true); // 4 days > 3
    expect(ticketAge('2026-11-17T11:00:00Z', 3, now).overdue).toBe(false); // 3 days is not above 3
    expect(ticketAge('2020-01-01T00:00:00Z', 0, now).overdue).toBe(false);
  });
  it('shows a blank creator as System', () => {
    expect(creatorLabel('')).toBe('System');
    expect(creatorLabel('Ann Lee')).toBe('Ann Lee');
  });
});
