import { describe, expect, it } from 'vitest';
import { detailRights, nameMatches } from './detail-rights';

const t = (o: Partial<Parameters<typeof detailRights>[0]> = {}) => ({
  fk_creator_id: 1,
  fk_owner_id: null,
  status: 'PENDING' as const,
  fk_ticket_type_id: 'T1' as const,
  ...o,
});
const plain = { id: 5, assigner: false, reviewer: false };

describe('detailRights', () => {
  it('gives the T16 owner flag to a reviewer who is not the owner, and of other types to the owner', () => {
    expect(
      detailRights(t({ fk_ticket_type_id: 'T16', fk_owner_id: 9 }), { ...plain, reviewer: true }).actionOwner,
    ).toBe(true);
    expect(
      detailRights(t({ fk_ticket_type_id: 'T16', fk_owner_id: 5 }), { ...plain, reviewer: true }).actionOwner,
    ).toBe(false);
    expect(detailRights(t({ fk_ticket_type_id: 'T11', fk_owner_id: 5 }), plain).actionOwner).toBe(true);
    expect(
      detailRights(t({ fk_ticket_type_id: 'T11', fk_owner_id: 9 }), { ...plain, reviewer: true }).actionOwner,
    ).toBe(false);
  });
  it('lets the owner or an assigner unassign, and a reviewer or assigner change progress only once owned', () => {
    expect(detailRights(t({ fk_owner_id: 9 }), { ...plain, assigner: true })).toMatchObject({
      unassign: true,
      progress: true,
    });
    expect(detailRights(t(), { ...plain, reviewer: true })).toMatchObject({
      unassign: false,
      progress: false,
    });
  });
  it('compares the own name exactly and an assignee name case-insensitively', () => {
    expect(nameMatches(' Ada Lovelace ', 'Ada Lovelace', true)).toBe(true);
    expect(nameMatches('ada lovelace', 'Ada Lovelace', true)).toBe(false);
    expect(nameMatches('ada LOVELACE', 'Ada Lovelace', false)).toBe(true);
  });
});
