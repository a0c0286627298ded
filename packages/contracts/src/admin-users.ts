import { z } from 'zod';
import { id, idParam, name, requiredText, text } from './primitives';
import { currentUser, permissionSchema } from './users';

/**
 * User administration (spec 01 sections 2.7, 3 "User (administration)", 5 "User form", 8 "Users").
 * The same form schemas validate the web dialog and the server's POST /users and PUT /users/{id}.
 */

export const USER_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  detailsFailed: 'Failed to fetch user details',
  listFailed: 'Failed to fetch users',
  listForbidden: "You don't have permission to view the users",
} as const;

/**
 * Who may edit whom (issue 7): a client admin changes a user's account-wide fields (email, names, and the
 * marketplace and brand assignments, which are not per client) only when every client of that user is one
 * they administer, and never a super admin's account. The Users screen shows the note beside locked fields.
 */
export const USER_EDIT_TEXT = {
  superAdmin: "Only a super admin can change a super admin's account.",
  shared:
    'This user also belongs to clients you do not administer: you can change their roles, warehouses and seller profiles in your clients only.',
} as const;

/** What the caller may change of this user (answered with every administration user). */
export const userEditRights = z.object({
  identity: z.boolean(),
  assignments: z.boolean(),
  note: z.string().nullable(),
});
export type UserEditRights = z.infer<typeof userEditRights>;

/** Field texts of the user form; the spec names the rules, these are our words for them. */
export const USER_FORM_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  firstNameRequired: 'First name is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  rolesRequired: 'Select at least one role',
  clientsRequired: 'Select at least one client',
  marketplacesRequired: 'Select at least one marketplace',
  warehousesRequired: 'Select at least one warehouse',
  brandsRequired: 'Select at least one brand',
} as const;

const T = USER_FORM_TEXT;
const ids = (message: string) => z.array(id()).min(1, message).max(1000);

/** A new password anywhere in the product (user create, change password). */
export const newPasswordField = (required = T.passwordRequired) =>
  text(200).min(1, required).min(8, T.passwordShort);

/** PUT /users/{id}: spec 01 section 7 update payload (no password). */
export const userUpdateRequest = z.object({
  email: z.string().trim().min(1, T.emailRequired).pipe(z.email(T.emailInvalid)),
  first_name: requiredText(T.firstNameRequired, 100),
  last_name: name(100).default(''),
  role_ids: ids(T.rolesRequired),
  client_ids: ids(T.clientsRequired),
  marketplace_ids: ids(T.marketplacesRequired),
  warehouse_ids: ids(T.warehousesRequired),
  brand_ids: ids(T.brandsRequired),
  profile_ids: z.array(text(100).min(1)).max(1000).default([]),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

/** POST /users: the update payload plus the password (create only). */
export const userCreateRequest = userUpdateRequest.extend({ password: newPasswordField() });
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

const rolePermissionsList = z.array(permissionSchema);

export const adminUserProfile = z.object({
  profile_id: z.string(),
  seller_name: z.string(),
  seller_type: z.string(),
  fk_mp_id: z.number().int(),
  fk_client_id: z.number().int(),
});

/** Spec 01 section 3 "User (administration)". */
export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  dt_create: z.string(),
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      client_id: z.number().int(),
      permissions: rolePermissionsList,
    }),
  ),
  marketplaces: z.array(z.object({ pk_mp_id: z.number().int(), name: z.string() })),
  warehouses: z.array(z.object({ pk_warehouse_id: z.number().int(), name: z.string() })),
  brands: z.array(z.object({ pk_brand_id: z.number().int(), brand_name: z.string() })),
  profiles: z.array(adminUserProfile),
  /** Ours: what the caller may change (issue 7); not part of the spec's user shape. */
  edit: userEditRights,
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

/**
 * GET /users/safelist: spec 03 section 3 "User safelist entry" for the users of the selected client:
 * the current-user shape limited to that client, plus its permission codes.
 */
/**
 * A member as GET /users/safelist shows them. Names and ids always; the rest only to callers whose work needs
 * it (issue 15: users administrators and ticket assigners see whole entries, other ticket users emails and
 * the ticketing permissions, everyone else names only), so a field left out is simply absent.
 */
export const userSafelistEntry = currentUser
  .extend({
    permissions: z.array(z.string()),
    profiles: z.array(
      z.object({
        profile_id: z.string(),
        seller_name: z.string(),
        seller_type: z.string(),
        fk_mp_id: z.number().int(),
      }),
    ),
  })
  .partial()
  .required({ id: true, first_name: true, last_name: true });
export type UserSafelistEntry = z.infer<typeof userSafelistEntry>;
export const userSafelist = z.array(userSafelistEntry);

/** GET /users/form-options: the choices of the Add/Edit User dialog (the clients the caller administers). */
export const userFormOptions = z.object({
  clients: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      roles: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
      warehouses: z.array(z.object({ pk_warehouse_id: z.number().int(), name: z.string() })),
      profiles: z.array(adminUserProfile),
    }),
  ),
  marketplaces: z.array(z.object({ pk_mp_id: z.number().int(), name: z.string(), short_code: z.string() })),
  brands: z.array(z.object({ pk_brand_id: z.number().int(), brand_name: z.string() })),
});
export type UserFormOptions = z.infer<typeof userFormOptions>;

export const userIdParams = z.object({ id: idParam() });
