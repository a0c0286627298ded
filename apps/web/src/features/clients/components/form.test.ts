import { describe, expect, it } from 'vitest';
import { clientResolver, initialValues, toPayload } from './form';

const admin = {
  admin_email: 'owner@acme.test',
  admin_password: 'Long-enough-1',
  admin_first_name: 'Olive',
  admin_last_name: 'Owner',
};

describe('the client dialog payload', () => {
  it('sends only the chosen admin mode, without empty strings', () => {
    const values = {
      ...initialValues(null),
      name: 'Acme',
      email: 'ops@acme.test',
      ...admin,
      make_users_as_admin: [4],
    };
    expect(toPayload({ ...values, admin_mode: 'new' })).toEqual({
      name: 'Acme',
      email: 'ops@acme.test',
      ...admin,
    });
    expect(toPayload({ ...values, admin_mode: 'existing' })).toEqual({
      name: 'Acme',
      email: 'ops@acme.test',
      make_users_as_admin: [4],
    });
  });

  it('reports the either-or rule together with the field messages', async () => {
    const resolve = clientResolver(false);
    const result = await resolve(initialValues(null), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      name: 'Client name is required',
      email: 'Email is required',
      make_users_as_admin: 'Either all admin fields must be filled, or at least one user selected',
    });
  });

  it('needs no admin when editing', async () => {
    const client = {
      pk_client_id: 1,
      name: 'Acme',
      email: 'ops@acme.test',
      phone: null,
      website: null,
      country: 'US',
      timezone: 'America/New_York',
      dt_create: '2024-01-01T00:00:00.000Z',
      member_count: 3,
      admins: [],
    };
    const result = await clientResolver(true)(initialValues(client), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
  });
});
