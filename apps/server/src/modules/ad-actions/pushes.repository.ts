import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { adActionPushes, adNegativeKeywords, adTargets, ticketItems } from '../../db/schema';
import { type AmsPart, type AmsResult, amsOf, type PushPlan, type PushStatus } from './ams-result';

/** What a push stores in `operation`: the SP call and its items, what it is, and the row it created. */
export type StoredOperation = PushPlan['operation'] & Pick<PushPlan, 'label' | 'created'>;
export type PushRow = typeof adActionPushes.$inferSelect & { operation: StoredOperation };

/** A push's part of the row's result. */
export function partOf(p: PushRow): AmsPart {
  const answer = (p.answer ?? {}) as { id?: unknown };
  return {
    push_id: p.id,
    label: p.operation.label,
    call: p.operation.call,
    status: p.status as PushStatus,
    ...(p.error ? { message: p.error } : {}),
    ...(p.status === 'CONFIRMED' && p.operation.created && typeof answer.id === 'string'
      ? { amazon_id: answer.id }
      : {}),
    ...(p.status === 'PENDING' && p.next_try_at ? { next_try_at: p.next_try_at.toISOString() } : {}),
    attempts: p.attempts,
  };
}

/** Stale claims (a server that stopped while sending) are taken again after this long. */
const CLAIM_TIMEOUT_MINUTES = 10;

/** The pushes of the action pipeline (issue 21 item 6). */
export function pushesRepository(db: Executor) {
  return {
    /** Records a row's changes to send (in the action's transaction); answers them as stored. */
    async add(
      row: { clientId: number; ticketId: number; itemNo: number; profileId: string },
      plans: PushPlan[],
    ) {
      if (plans.length === 0) return [];
      const stored = await db
        .insert(adActionPushes)
        .values(
          plans.map((p) => ({
            client_id: row.clientId,
            ticket_id: row.ticketId,
            item_no: row.itemNo,
            profile_id: row.profileId,
            operation: { ...p.operation, label: p.label, ...(p.created ? { created: p.created } : {}) },
          })),
        )
        .returning();
      return stored as PushRow[];
    },

    /**
     * Claims the pushes due now (PENDING and past next_try_at, or claimed long ago by a server that stopped),
     * optionally of one ticket: SENDING, attempts + 1. Concurrent senders never claim the same push.
     */
    claimDue(now: Date, scope: { clientId?: number; ticketId?: number } = {}) {
      const at = now.toISOString();
      const clientId = scope.clientId ?? null;
      const ticketId = scope.ticketId ?? null;
      return rowsOf<PushRow>(
        db,
        sql`
          update ad_action_pushes p
             set status = 'SENDING', attempts = p.attempts + 1, updated_at = ${at}::timestamptz
           where (p.client_id, p.id) in (
             select client_id, id from ad_action_pushes
              where ((status = 'PENDING' and (next_try_at is null or next_try_at <= ${at}::timestamptz))
                  or (status = 'SENDING' and updated_at < ${at}::timestamptz - make_interval(mins => ${CLAIM_TIMEOUT_MINUTES})))
                and (${clientId}::int is null or client_id = ${clientId}::int)
                and (${ticketId}::int is null or ticket_id = ${ticketId}::int)
              order by id
              limit 200
              for update skip locked)
          returning p.*`,
      );
    },

    /** Records what the account answered (or why the push waits or failed). */
    settle(
      p: PushRow,
      o: { status: PushStatus; answer?: unknown; error?: string | null; nextTryAt?: Date | null },
      now: Date,
    ) {
      return db
        .update(adActionPushes)
        .set({
          status: o.status,
          answer: o.answer ?? null,
          error: o.error ?? null,
          next_try_at: o.nextTryAt ?? null,
          updated_at: now,
        })
        .where(and(eq(adActionPushes.client_id, p.client_id), eq(adActionPushes.id, p.id)));
    },

    /** The created keyword or negative keyword takes the id Amazon gave it (unless that id is already there). */
    async adoptAmazonId(p: PushRow, amazonId: string) {
      const created = p.operation.created;
      if (!created || created.id === amazonId) return;
      if (created.table === 'ad_targets') {
        const inProfile = and(eq(adTargets.client_id, p.client_id), eq(adTargets.profile_id, p.profile_id));
        const [taken] = await db
          .select({ id: adTargets.target_id })
          .from(adTargets)
          .where(and(inProfile, eq(adTargets.target_id, amazonId)));
        if (!taken)
          await db
            .update(adTargets)
            .set({ target_id: amazonId })
            .where(and(inProfile, eq(adTargets.target_id, created.id)));
        return;
      }
      const inProfile = and(
        eq(adNegativeKeywords.client_id, p.client_id),
        eq(adNegativeKeywords.profile_id, p.profile_id),
      );
      const [taken] = await db
        .select({ id: adNegativeKeywords.keyword_id })
        .from(adNegativeKeywords)
        .where(and(inProfile, eq(adNegativeKeywords.keyword_id, amazonId)));
      if (!taken)
        await db
          .update(adNegativeKeywords)
          .set({ keyword_id: amazonId })
          .where(and(inProfile, eq(adNegativeKeywords.keyword_id, created.id)));
    },

    /** The row's result and reflected_on_ams from its pushes, the item locked while they are read. */
    async refreshItem(clientId: number, ticketId: number, itemNo: number): Promise<AmsResult | null> {
      return db.transaction(async (tx) => {
        const item = and(
          eq(ticketItems.client_id, clientId),
          eq(ticketItems.ticket_id, ticketId),
          eq(ticketItems.item_no, itemNo),
        );
        const [locked] = await tx
          .select({ result: ticketItems.result })
          .from(ticketItems)
          .where(item)
          .for('update');
        if (!locked) return null;
        const pushes = (await tx
          .select()
          .from(adActionPushes)
          .where(
            and(
              eq(adActionPushes.client_id, clientId),
              eq(adActionPushes.ticket_id, ticketId),
              eq(adActionPushes.item_no, itemNo),
            ),
          )
          .orderBy(asc(adActionPushes.id))) as PushRow[];
        const { ams, reflected } = amsOf(pushes.map(partOf));
        const result = { ...((locked.result as Record<string, unknown> | null) ?? {}), ams };
        await tx.update(ticketItems).set({ result, reflected }).where(item);
        return ams;
      });
    },
  };
}
export type PushesRepository = ReturnType<typeof pushesRepository>;
