import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { ticketPermissions } from './ticket-permissions';

const perms = (codes: string[], isSuperAdmin = false) =>
  resolvePermissions({ codes, roleNames: [], isSuperAdmin });

describe('ticketPermissions', () => {
  it('reads the flags, the visible types and the other ticket permissions', () => {
    const p = ticketPermissions(
      perms([
        'view:tickets',
        'access:tickets:assign',
        'access:tickets:type:T11',
        'access:tickets:type:T1',
        'filter:tickets:all',
      ]),
    );
    expect(p).toEqual({
      view: true,
      create: false,
      assigner: true,
      reviewer: false,
      eta: false,
      types: ['T1', 'T11'],
      other: ['filter:tickets:all'],
    });
  });
  it('gives a super admin every right and type', () => {
    const p = ticketPermissions(perms([], true));
    expect([p.assigner, p.reviewer, p.eta, p.create]).toEqual([true, true, true, true]);
    expect(p.types).toHaveLength(15);
  });
});
