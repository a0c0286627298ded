import type { Db } from '../db/client';
import { answerCache } from './answer-cache';
import { type AuthUser, type IdentityRepository, identityRepository } from './identity.repository';

/** Distinct sessions and memberships kept; the oldest go first beyond this. */
const MAX_ENTRIES = 10_000;

/**
 * The request guard's reads (the session's user, the client membership, the roles' grants) cached per key for
 * the calls every request repeats. A sign-out, a revoked session, a deactivated user or a changed role writes,
 * and any write drops every entry at once (answer-cache.ts), so the next request reads again.
 */
export function cachedIdentity(db: Db): IdentityRepository {
  const identity = identityRepository(db);
  const sessions = answerCache<AuthUser | null>(db, { max: MAX_ENTRIES });
  const memberships = answerCache<Awaited<ReturnType<IdentityRepository['clientMembership']>>>(db, {
    max: MAX_ENTRIES,
  });
  const grants = answerCache<Awaited<ReturnType<IdentityRepository['grants']>>>(db, { max: MAX_ENTRIES });
  return {
    userOfSession: (id, sessionId) =>
      sessions.get(`${id}:${sessionId}`, () => identity.userOfSession(id, sessionId)),
    clientMembership: (userId, clientId) =>
      memberships.get(`${userId}:${clientId}`, () => identity.clientMembership(userId, clientId)),
    grants: (userId, clientId) =>
      grants.get(`${userId}:${clientId}`, () => identity.grants(userId, clientId)),
  };
}
