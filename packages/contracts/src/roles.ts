import { z } from 'zod';
import { idParam, name, requiredText, text } from './primitives';
import { permissionSchema } from './users';

/** Permission groups (spec 01 sections 2.9, 3 "Role / permission group", 5, 8 "Roles"). */
export const ROLE_MESSAGES = {
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  saveFailed: 'Failed to save role',
  deleteFailed: 'Failed to delete role',
  loadFailed: 'Failed to load data',
  confirmDelete: 'Are you sure you want to delete this role?',
  incomplete: 'Please enter a role name and select at least one permission',
} as const;

/** POST /roles and PUT /roles/{id}: permissions are codes; level is always sent as 2. */
export const roleRequest = z.object({
  name: requiredText(ROLE_MESSAGES.incomplete, 100),
  description: name(500).default(''),
  permissions: z.array(text(100).min(1)).min(1, ROLE_MESSAGES.incomplete).max(1000),
  level: z.number().int().min(0).max(100).optional(),
});
export type RoleRequest = z.infer<typeof roleRequest>;

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  level: z.number().int(),
  permissions: z.array(permissionSchema),
});
export type Role = z.infer<typeof role>;
export const roleList = z.array(role);

export const roleIdParams = z.object({ id: idParam() });
