import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';
type Row = Record<string, unknown>;

export interface AuditEntry {
  /** Null for global records (marketplaces, brands, clients). */
  clientId: number | null;
  actorUserId: number;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: Row | null;
  after?: Row | null;
}

// Never written to the audit trail, whatever the caller passes: passwords, tokens, secrets and their ciphertext.
const SECRET_FIELD = /password|secret|token|_enc$|developer_id|extras/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Changed fields as {field: {before, after}}; on create every field is "after", on delete every field "before". */
export function auditChanges(before: Row | null | undefined, after: Row | null | undefined) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELD.test(key)) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (!same(b, a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

/**
 * Writes one audit row; pass the transaction so the row commits or rolls back with the change itself.
 * An update that changed nothing visible writes nothing.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  const changes = auditChanges(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await db.insert(auditLog).values({
    client_id: entry.clientId,
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    changes,
  });
}
