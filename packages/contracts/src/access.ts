import type { Module } from './permissions';
import { hasCode, hasModule, type ResolvedPermissions } from './permissions';

/**
 * What a route requires. Every route declares one in `config.access`; the route table is checked at
 * registration, so a route cannot be added without a decision.
 * Tenant kinds (member, permission, module, clientAdmin) need `client_id` and a membership in that client.
 */
export type Access = (
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'superAdmin' }
  | { kind: 'member' }
  | { kind: 'permission'; anyOf: readonly string[] }
  | { kind: 'module'; anyOf: readonly Module[] }
  | { kind: 'clientAdmin' }
) & {
  /**
   * The 403 detail the guard answers when the declaration is not met: the spec's own text where a screen has
   * one (tickets' Access Denied). Without it the guard answers the reasonless ACCESS_DENIED_DETAIL.
   */
  refusal?: string;
};

export type AccessKind = Access['kind'];

const TENANT_KINDS: ReadonlySet<AccessKind> = new Set(['member', 'permission', 'module', 'clientAdmin']);
const ALL_KINDS: ReadonlySet<string> = new Set([...TENANT_KINDS, 'public', 'authenticated', 'superAdmin']);

export const access = {
  /** No token needed: sign-in, health check, auth configuration. */
  public: (): Access => ({ kind: 'public' }),
  /** Any signed-in user; not tied to a client. */
  authenticated: (): Access => ({ kind: 'authenticated' }),
  superAdmin: (): Access => ({ kind: 'superAdmin' }),
  /** Any member of the client named by `client_id`. */
  member: (): Access => ({ kind: 'member' }),
  /** One of these permission codes in the client (super admins hold all). */
  permission: (...anyOf: string[]): Access => ({ kind: 'permission', anyOf }),
  /** One of these module flags in the client. */
  module: (...anyOf: Module[]): Access => ({ kind: 'module', anyOf }),
  /** Holder of the Client Admin role in the client, or a super admin. */
  clientAdmin: (): Access => ({ kind: 'clientAdmin' }),
};

/** The declaration with the spec's refusal text for a caller who does not meet it. */
export const refusing = (a: Access, text: string): Access => ({ ...a, refusal: text });

export const isTenantAccess = (a: Access): boolean => TENANT_KINDS.has(a.kind);

export function isAccess(value: unknown): value is Access {
  if (!value || typeof value !== 'object') return false;
  const kind = (value as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !ALL_KINDS.has(kind)) return false;
  if (kind === 'permission' || kind === 'module') {
    const anyOf = (value as { anyOf?: unknown }).anyOf;
    return Array.isArray(anyOf) && anyOf.length > 0;
  }
  return true;
}

/** Whether a signed-in user with these permissions (tenant routes) or flags meets the declaration. */
export function allows(a: Access, user: { is_sa: boolean }, perms: ResolvedPermissions | null): boolean {
  switch (a.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'superAdmin':
      return user.is_sa;
    case 'member':
      return perms !== null;
    case 'permission':
      return perms !== null && a.anyOf.some((code) => hasCode(perms, code));
    case 'module':
      return perms !== null && a.anyOf.some((m) => hasModule(perms, m));
    case 'clientAdmin':
      return perms !== null && (perms.isClientAdmin || perms.isSuperAdmin);
  }
}
