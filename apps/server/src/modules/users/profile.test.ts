import { currentUser } from '@marketdesk/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, login, type TestApp } from '../../../test/helper';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token: token } });

async function member() {
  const client = await t.make.client();
  const { user } = await t.make.member(client.pk_client_id, { permissions: ['dashboard:view'] });
  return user;
}

describe('PUT /users/me', () => {
  it('changes the own first and last name, answers the current user and audits it', async () => {
    const user = await member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: await t.auth(user.id),
      payload: { first_name: ' Grace ', last_name: 'Hopper' },
    });
    expect(res.statusCode).toBe(200);
    expect(currentUser.parse(res.json())).toMatchObject({
      id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(user.id))));
    expect(audit!.changes).toEqual({
      first_name: { before: 'Test', after: 'Grace' },
      last_name: { before: 'User', after: 'Hopper' },
    });
  });

  it("requires both names with the spec's texts", async () => {
    const user = await member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: await t.auth(user.id),
      payload: { first_name: '', last_name: '  ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'First Name is required',
      'Last Name is required',
    ]);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me',
      payload: { first_name: 'a', last_name: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /users/me/change-password', () => {
  it('refuses a wrong old password and keeps the old one', async () => {
    const user = await member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me/change-password',
      headers: await t.auth(user.id),
      payload: { old_password: 'wrong-password', new_password: 'Another-Pass-2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The current password is incorrect');
    expect((await login(t.app, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("stores the new password and ends every other sign-in at once, not the caller's own", async () => {
    const user = await member();
    const current = (await login(t.app, user.email, DEFAULT_PASSWORD)).json();
    const other = (await login(t.app, user.email, DEFAULT_PASSWORD)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me/change-password',
      headers: { authorization: `Bearer ${current.access_token}` },
      payload: {
        old_password: DEFAULT_PASSWORD,
        new_password: 'Another-Pass-2',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed successfully' });
    // The other sign-in's access token, still unexpired, is refused straight away; so is its refresh token.
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(otherMe.statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    const currentMe = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${current.access_token}` },
    });
    expect(currentMe.statusCode).toBe(200);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect((await login(t.app, user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'Another-Pass-2')).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(user.id))));
    expect(JSON.stringify(audit!.changes)).not.toMatch(/Another-Pass|password/i);
  });

  it("leaves other users' sign-ins alone", async () => {
    const user = await member();
    const stranger = await member();
    const mine = (await login(t.app, user.email, DEFAULT_PASSWORD)).json();
    const theirs = (await login(t.app, stranger.email, DEFAULT_PASSWORD)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me/change-password',
      headers: await t.auth(user.id),
      payload: { old_password: DEFAULT_PASSWORD, new_password: 'Another-Pass-3' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(401);
    expect((await refresh(theirs.refresh_token)).statusCode).toBe(200);
  });

  it('validates the new password', async () => {
    const user = await member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/me/change-password',
      headers: await t.auth(user.id),
      payload: { old_password: DEFAULT_PASSWORD, new_password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('Password must be at least 8 characters');
  });
});
