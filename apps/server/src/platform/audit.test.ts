import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit';

describe('auditChanges', () => {
  it('lists only changed fields with before and after', () => {
    expect(
      auditChanges({ name: 'A', city: 'X', ids: [1, 2] }, { name: 'B', city: 'X', ids: [2, 1] }),
    ).toEqual({
      name: { before: 'A', after: 'B' },
      ids: { before: [1, 2], after: [2, 1] },
    });
  });

  it('records creates as after-only and deletes as before-only', () => {
    expect(auditChanges(null, { name: 'A' })).toEqual({ name: { before: null, after: 'A' } });
    expect(auditChanges({ name: 'A' }, null)).toEqual({ name: { before: 'A', after: null } });
  });

  it('never includes passwords, tokens or secrets', () => {
    const changes = auditChanges(null, {
      email: 'a@b.c',
      password: 'x',
      password_hash: 'h',
      token_client_secret: 's',
      token_refresh_enc: 'e',
      developer_secret: 'd',
      developer_id: 'i',
      extras1: '1',
    });
    expect(Object.keys(changes)).toEqual(['email']);
  });
});
