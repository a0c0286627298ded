import {
  type ClientCreate,
  type ClientFormValues,
  type ClientRecord,
  clientAdminRuleIssue,
  clientCreate,
  clientUpdate,
  toClientPayload,
} from '@marketdesk/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** How the dialog names the client's admins: a new user (four fields) or existing users. */
export type AdminMode = 'new' | 'existing';
export type ClientForm = ClientFormValues & { admin_mode: AdminMode };

export function initialValues(client: ClientRecord | null): ClientForm {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    website: client?.website ?? '',
    country: client?.country ?? '',
    timezone: client?.timezone ?? '',
    admin_email: '',
    admin_password: '',
    admin_first_name: '',
    admin_last_name: '',
    make_users_as_admin: [],
    // A new client usually gets a new admin; an existing one already has its admins.
    admin_mode: client ? 'existing' : 'new',
  };
}

/** The request body: only the chosen admin mode's fields, empty strings dropped (spec 02 section 5). */
export function toPayload({ admin_mode, ...values }: ClientForm): ClientCreate {
  const chosen: ClientFormValues =
    admin_mode === 'new'
      ? { ...values, make_users_as_admin: [] }
      : { ...values, admin_email: '', admin_password: '', admin_first_name: '', admin_last_name: '' };
  return toClientPayload(chosen);
}

/** Validates the payload the dialog would send with the contract's schema, so the texts are the server's. */
export function clientResolver(editing: boolean): Resolver<ClientForm> {
  return async (values) => {
    const payload = toPayload(values);
    const result = (editing ? clientUpdate : clientCreate).safeParse(payload);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    // The either-or rule is shown with the field messages, even while other fields are invalid.
    const rule = clientAdminRuleIssue(payload, editing ? 'update' : 'create');
    if (rule) errors[rule.path[0]] ??= { type: 'custom', message: rule.message };
    return { values: {}, errors: errors as FieldErrors<ClientForm> };
  };
}
