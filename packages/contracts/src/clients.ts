import { z } from 'zod';
import { idParam, ids, name, requiredText, text } from './primitives';

/** Texts of spec 02 section 5 "Client" and section 8 "Administration". */
export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  adminOrUsers: 'Either all admin fields must be filled, or at least one user selected',
  adminIncomplete: 'Fill in all four admin fields to add a new admin',
  passwordShort: 'Password must be at least 8 characters',
  loadFailed: 'Failed to fetch clients',
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  deleteFailed: 'Failed to delete client',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  deleted: 'Client deleted successfully',
  forbidden: "You don't have permission to manage clients",
} as const;

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.email(CLIENT_MESSAGES.invalidEmail));

const optionalText = name(200).optional();

/** The client record's own fields (spec 02 section 3 "Client"). */
export const clientFields = z.object({
  name: requiredText(CLIENT_MESSAGES.nameRequired, 200),
  email: email(CLIENT_MESSAGES.emailRequired),
  phone: optionalText,
  website: optionalText,
  country: optionalText,
  timezone: optionalText,
});

/** A new admin user and/or existing users made Client Admin. Empty strings are dropped before sending. */
export const clientAdminFields = z.object({
  admin_email: z.email(CLIENT_MESSAGES.invalidEmail).optional(),
  admin_password: text(200).min(8, CLIENT_MESSAGES.passwordShort).optional(),
  admin_first_name: name(100).min(1).optional(),
  admin_last_name: name(100).min(1).optional(),
  make_users_as_admin: ids(500).optional(),
});

type AdminInput = z.infer<typeof clientAdminFields>;
const ADMIN_KEYS = ['admin_email', 'admin_password', 'admin_first_name', 'admin_last_name'] as const;
const filledAdminFields = (v: AdminInput) => ADMIN_KEYS.filter((k) => v[k] !== undefined && v[k] !== '');

/** Whether the body names a complete new admin (all four fields). */
export const hasNewAdmin = (v: AdminInput): boolean => filledAdminFields(v).length === ADMIN_KEYS.length;

/**
 * Create: either all four admin fields or at least one existing user (spec 02 section 5).
 * Update: the client already has its admins, so neither is required; a new admin still needs all four fields.
 * Exported on its own because zod skips an object's refinements while its fields have issues, and a form
 * should show this rule together with the field messages.
 */
export function clientAdminRuleIssue(
  v: AdminInput,
  mode: 'create' | 'update',
): { path: [string]; message: string } | null {
  const filled = filledAdminFields(v).length;
  const users = v.make_users_as_admin?.length ?? 0;
  if (filled === ADMIN_KEYS.length) return null;
  if (mode === 'create' && (filled > 0 || users === 0)) {
    return { path: ['make_users_as_admin'], message: CLIENT_MESSAGES.adminOrUsers };
  }
  if (mode === 'update' && filled > 0)
    return { path: ['admin_email'], message: CLIENT_MESSAGES.adminIncomplete };
  return null;
}

function adminRule(mode: 'create' | 'update') {
  return (v: AdminInput, ctx: z.RefinementCtx) => {
    const issue = clientAdminRuleIssue(v, mode);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  };
}

/** POST /clients/ */
export const clientCreate = clientFields.extend(clientAdminFields.shape).superRefine(adminRule('create'));
export type ClientCreate = z.infer<typeof clientCreate>;

/** PUT /clients/{id} */
export const clientUpdate = clientFields.extend(clientAdminFields.shape).superRefine(adminRule('update'));
export type ClientUpdate = z.infer<typeof clientUpdate>;

export const clientAdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ClientAdminUser = z.infer<typeof clientAdminUser>;

/** One client as the super-admin screens see it, with the holders of its Client Admin role. */
export const clientRecord = z.object({
  pk_client_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  dt_create: z.string(),
  member_count: z.number().int(),
  admins: z.array(clientAdminUser),
});
export type ClientRecord = z.infer<typeof clientRecord>;

export const clientList = z.array(clientRecord);
export const clientIdParams = z.object({ id: idParam() });

/** GET /clients/users: people a super admin can make Client Admin of a client. */
export const clientCandidateList = z.array(clientAdminUser);

/**
 * The Add/Edit Client form: every field a string (empty = not given). `toClientPayload` drops the empty
 * strings before sending, as the spec asks; the same contract schemas then validate the payload.
 */
export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  country: string;
  timezone: string;
  admin_email: string;
  admin_password: string;
  admin_first_name: string;
  admin_last_name: string;
  make_users_as_admin: number[];
}

export function toClientPayload(values: ClientFormValues): ClientCreate {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      // Passwords are taken as typed; other texts lose surrounding spaces.
      if (value.trim() !== '') out[key] = key === 'admin_password' ? value : value.trim();
    } else if (Array.isArray(value) && value.length > 0) out[key] = value;
  }
  return out as ClientCreate;
}
