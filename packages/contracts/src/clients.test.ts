import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  type ClientFormValues,
  clientCreate,
  clientUpdate,
  toClientPayload,
} from './clients';

const form = (o: Partial<ClientFormValues> = {}): ClientFormValues => ({
  name: 'Acme',
  email: 'ops@acme.test',
  phone: '',
  website: '  ',
  country: 'DE',
  timezone: '',
  admin_email: '',
  admin_password: '',
  admin_first_name: '',
  admin_last_name: '',
  make_users_as_admin: [],
  ...o,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('toClientPayload', () => {
  it('drops empty strings and empty lists, trims texts, keeps the password as typed', () => {
    expect(toClientPayload(form({ admin_password: ' secret pass ', make_users_as_admin: [3] }))).toEqual({
      name: 'Acme',
      email: 'ops@acme.test',
      country: 'DE',
      admin_password: ' secret pass ',
      make_users_as_admin: [3],
    });
  });
});

describe('the admin rule', () => {
  it('on create needs all four admin fields or at least one user', () => {
    expect(messages(clientCreate.safeParse(toClientPayload(form())))).toEqual([CLIENT_MESSAGES.adminOrUsers]);
    expect(clientCreate.safeParse(toClientPayload(form({ make_users_as_admin: [1] }))).success).toBe(true);
    const admin = {
      admin_email: 'a@b.co',
      admin_password: 'Long-enough-1',
      admin_first_name: 'A',
      admin_last_name: 'B',
    };
    expect(clientCreate.safeParse(toClientPayload(form(admin))).success).toBe(true);
    const partial = { ...admin, admin_last_name: '' };
    expect(messages(clientCreate.safeParse(toClientPayload(form(partial))))).toEqual([
      CLIENT_MESSAGES.adminOrUsers,
    ]);
  });

  it('on update needs nothing, but a started new admin must be complete', () => {
    expect(clientUpdate.safeParse(toClientPayload(form())).success).toBe(true);
    expect(messages(clientUpdate.safeParse(toClientPayload(form({ admin_email: 'a@b.co' }))))).toEqual([
      CLIENT_MESSAGES.adminIncomplete,
    ]);
  });

  it('uses the spec texts for name and email', () => {
    expect(messages(clientCreate.safeParse({ name: '', email: '', make_users_as_admin: [1] }))).toEqual([
      'Client name is required',
      'Email is required',
    ]);
    expect(messages(clientCreate.safeParse({ name: 'A', email: 'x', make_users_as_admin: [1] }))).toEqual([
      'Invalid email',
    ]);
  });
});
