import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { adAccountFor } from '../../platform/ad-accounts';
import {
  adsApiConnector,
  ConnectorError,
  type ConnectorLog,
  type HttpDeps,
  retryAfterMs,
} from '../../platform/connectors';
import { type SpItemResult, spManagement } from '../../platform/connectors/ads-api/sp-management';
import type { PushStatus } from './ams-result';
import { type PushRow, pushesRepository } from './pushes.repository';

/** What sending needs: the database, the secrets box, the Ads API endpoints, a log; tests add http and now. */
export interface PushRuntime {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'ADS_API_ENDPOINT' | 'ADS_TOKEN_URL'>;
  log: ConnectorLog;
  http?: Partial<HttpDeps>;
  now?: () => Date;
}

/** Throttled without a Retry-After, or a server error past the retry policy: try again after this long. */
export const RETRY_LATER_MS = 60_000;
/** Sends a push this many times at most when the account keeps failing (5xx, no answer); then FAILED. */
export const MAX_PUSH_ATTEMPTS = 5;

export interface PushSummary {
  sent: number;
  confirmed: number;
  refused: number;
  failed: number;
  waiting: number;
}

/**
 * Sends the changes due now (issue 21 item 6), outside any transaction: each claimed push goes to its
 * profile's advertising account through the Sponsored Products v3 call it names, one at a time. Accepted →
 * CONFIRMED (a created keyword or negative takes Amazon's id); refused (a 4xx, or the item's error in the 207
 * answer) → REFUSED with Amazon's text; throttled beyond the connector's retries → PENDING again with
 * next_try_at from the last Retry-After; server errors past the retries → PENDING with a later try, FAILED
 * after MAX_PUSH_ATTEMPTS; an account that can no longer be reached → FAILED with the reason. Then each
 * touched row's result and reflected_on_ams are computed again from its pushes.
 */
export async function pushChanges(
  rt: PushRuntime,
  scope: { clientId?: number; ticketId?: number } = {},
): Promise<PushSummary> {
  const now = () => rt.now?.() ?? new Date();
  const repo = pushesRepository(rt.db);
  const claimed = await repo.claimDue(now(), scope);
  const summary: PushSummary = { sent: 0, confirmed: 0, refused: 0, failed: 0, waiting: 0 };
  if (claimed.length === 0) return summary;

  // The Retry-After of the last throttled answer (the connector retries, then gives up without it).
  let lastRetryAfter: string | null = null;
  const baseFetch = rt.http?.fetch ?? globalThis.fetch;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const res = await baseFetch(input, init);
    if (res.status === 429) lastRetryAfter = res.headers.get('retry-after');
    return res;
  };
  const connector = adsApiConnector({ config: rt.config, log: rt.log, http: { ...rt.http, fetch }, now });

  const settle = async (
    p: PushRow,
    status: PushStatus,
    o: { answer?: unknown; error?: string; next?: Date },
  ) => {
    await repo.settle(
      p,
      { status, answer: o.answer, error: o.error ?? null, nextTryAt: o.next ?? null },
      now(),
    );
    const key =
      status === 'CONFIRMED'
        ? 'confirmed'
        : status === 'REFUSED'
          ? 'refused'
          : status === 'FAILED'
            ? 'failed'
            : 'waiting';
    summary[key]++;
  };

  /** A call that failed for good: throttled → wait for Retry-After; other 4xx → refused; else try later. */
  const afterError = (
    error: unknown,
    p: PushRow,
  ): [PushStatus, { answer?: unknown; error?: string; next?: Date }] => {
    const e = error instanceof ConnectorError ? error : null;
    if (!e) rt.log.error({ pushId: p.id, operation: p.operation.call }, 'ad action push failed');
    const message = e?.message ?? 'The change could not be sent';
    const status = e?.status ?? null;
    if (status === 429)
      return [
        'PENDING',
        {
          error: message,
          next: new Date(now().getTime() + (retryAfterMs(lastRetryAfter) ?? RETRY_LATER_MS)),
        },
      ];
    if (status !== null && status >= 400 && status < 500)
      return ['REFUSED', { answer: { status }, error: message }];
    if (p.attempts < MAX_PUSH_ATTEMPTS)
      return ['PENDING', { error: message, next: new Date(now().getTime() + RETRY_LATER_MS * p.attempts) }];
    return ['FAILED', { error: message }];
  };

  const byProfile = new Map<string, PushRow[]>();
  for (const p of claimed) {
    const key = `${p.client_id}\u0000${p.profile_id}`;
    byProfile.set(key, [...(byProfile.get(key) ?? []), p]);
  }
  for (const pushes of byProfile.values()) {
    const { client_id: clientId, profile_id: profileId } = pushes[0]!;
    const account = await adAccountFor(rt.db, rt.secrets, clientId, profileId);
    if (!account.ok) {
      for (const p of pushes) await settle(p, 'FAILED', { error: account.reason });
      continue;
    }
    const sp = spManagement(connector.client(account.profile));
    for (const p of pushes) {
      lastRetryAfter = null;
      summary.sent++;
      const { label: _label, created: _created, ...operation } = p.operation;
      let result: SpItemResult | undefined;
      try {
        [result] = await sp.send(operation);
      } catch (error) {
        await settle(p, ...afterError(error, p));
        continue;
      }
      // Recorded outside the try: a database error here never makes a sent change look unsent.
      if (result?.ok) {
        if (result.id) await repo.adoptAmazonId(p, result.id);
        await settle(p, 'CONFIRMED', { answer: result });
      } else {
        await settle(p, 'REFUSED', { answer: result, error: result?.message ?? 'refused' });
      }
    }
  }

  const items = new Map<string, PushRow>();
  for (const p of claimed) items.set(`${p.client_id}/${p.ticket_id}/${p.item_no}`, p);
  for (const p of items.values()) await repo.refreshItem(p.client_id, p.ticket_id, p.item_no);
  rt.log.info({ ...summary }, 'ad action pushes sent');
  return summary;
}
