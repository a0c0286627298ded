import { type ResolvedPermissions, resolvePermissions } from '@marketdesk/contracts/permissions';
import { idParam } from '@marketdesk/contracts/primitives';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { type Access, allows, isAccess, isTenantAccess } from './access';
import type { AccessTokenSigner } from './auth/tokens';
import { forbidden, notFound, sendValidationError, unauthorized } from './errors';
import type { AuthUser, IdentityRepository } from './identity.repository';

/** What a tenant route knows about its caller; services take the client id from here, never from the body. */
export interface RequestContext {
  user: AuthUser;
  clientId: number;
  permissions: ResolvedPermissions;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  tenant: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The sign-in of the access token (its refresh-token family). */
    sessionId: string | null;
    ctx: RequestContext | null;
  }
}

const clientIdSchema = idParam().describe('Selected client (workspace)');

/** The signed-in user of a non-public route (the guard has already checked it). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The tenant context of a tenant route (the guard has already built it). */
export function requireCtx(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw forbidden();
  return request.ctx;
}

/** Documents `client_id` and the bearer token in each route's schema, so OpenAPI shows them. */
function describeRoute(route: RouteOptions, a: Access) {
  route.schema ??= {};
  const schema = route.schema;
  if (a.kind !== 'public') schema.security = [{ bearerAuth: [] }];
  if (!isTenantAccess(a)) return;
  const query = schema.querystring;
  if (query === undefined) schema.querystring = z.object({ client_id: clientIdSchema });
  else if (query instanceof z.ZodObject) schema.querystring = query.extend({ client_id: clientIdSchema });
  else throw new Error(`${route.method} ${route.url}: tenant routes need a zod object querystring schema`);
}

/**
 * The request guard of DESIGN section 3, registered in the scope that holds every API route:
 * refuses at registration any route without an access declaration, authenticates the bearer token,
 * builds the tenant context (membership, permissions of that client) and enforces the declaration.
 */
export function registerGuard(
  api: FastifyInstance,
  deps: { identity: IdentityRepository; tokens: AccessTokenSigner; table: RouteEntry[] },
) {
  api.addHook('onRoute', (route) => {
    const a = route.config?.access;
    if (!isAccess(a)) {
      throw new Error(`${String(route.method)} ${route.url}: route declares no access (config.access)`);
    }
    describeRoute(route, a);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        deps.table.push({ method, url: route.url, access: a, tenant: isTenantAccess(a) });
    }
  });

  api.addHook('onRequest', async (request, reply) => {
    const a = request.routeOptions.config.access;
    if (!a) throw forbidden();
    if (a.kind === 'public') return;

    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Not authenticated');
    const claims = await deps.tokens.verify(match[1]!);
    const user = claims ? await deps.identity.userOfSession(claims.userId, claims.sessionId) : null;
    if (!user?.is_active) throw unauthorized('Invalid or expired token');
    request.user = user;
    request.sessionId = claims!.sessionId;

    if (isTenantAccess(a)) {
      const raw = (request.query as Record<string, unknown> | undefined)?.client_id;
      const parsed = clientIdSchema.safeParse(raw);
      if (!parsed.success) {
        const missing = raw === undefined;
        return sendValidationError(reply, [
          {
            loc: ['query', 'client_id'],
            msg: missing ? 'Field required' : 'Input should be a valid integer',
            type: missing ? 'missing' : 'int_parsing',
          },
        ]);
      }
      const clientId = parsed.data;
      // Both at once (two connections on PostgreSQL): the grants are only used once the membership holds.
      const [membership, grants] = await Promise.all([
        deps.identity.clientMembership(user.id, clientId),
        deps.identity.grants(user.id, clientId),
      ]);
      if (!user.is_sa && !membership.member) throw forbidden('You are not a member of this client');
      if (!membership.exists) throw notFound('Client not found');
      const permissions = resolvePermissions({ ...grants, isSuperAdmin: user.is_sa });
      request.ctx = { user, clientId, permissions };
    }

    if (!allows(a, user, request.ctx?.permissions ?? null)) throw forbidden(a.refusal);
  });
}
