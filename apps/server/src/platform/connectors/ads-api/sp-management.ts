import { z } from 'zod';
import { ConnectorError } from '../http';
import type { AdsApiClient } from './connector';

/**
 * Sponsored Products v3 campaign management (Amazon Ads API): the calls a T11 or T12 action sends — update
 * keywords and targeting clauses (bid, state), create exact keywords and negative exact keywords, pause product
 * ads. Each call takes a list and answers 207 Multi-Status: `{<entity>: {success: [{index, <id>}], error:
 * [{index, errors: [{errorType, errorValue: {<kind>: {message, reason}}}]}]}}`, `index` pointing into the
 * request's list. Requests and answers use the versioned media type of the entity (`application/vnd.spKeyword.
 * v3+json`, ...). Throttling and server errors are retried by the connector's policy; a token Amazon refuses
 * (401) is exchanged afresh and the call sent once more.
 */

export type SpState = 'ENABLED' | 'PAUSED';

export interface SpKeywordUpdate {
  keywordId: string;
  bid?: number;
  state?: SpState;
}
export interface SpTargetUpdate {
  targetId: string;
  bid?: number;
  state?: SpState;
}
export interface SpKeywordCreate {
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  state: SpState;
  bid?: number;
}
export interface SpNegativeKeywordCreate {
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
  state: 'ENABLED';
}
export interface SpProductAdUpdate {
  adId: string;
  state: SpState;
}

/** One call and its items, as stored in an action push (`ad_action_pushes.operation`). */
export type SpOperation =
  | { call: 'updateKeywords'; items: SpKeywordUpdate[] }
  | { call: 'updateTargets'; items: SpTargetUpdate[] }
  | { call: 'createKeywords'; items: SpKeywordCreate[] }
  | { call: 'createNegativeKeywords'; items: SpNegativeKeywordCreate[] }
  | { call: 'updateProductAds'; items: SpProductAdUpdate[] };
export type SpCall = SpOperation['call'];

/** Method, path, media type, the answer's entity key and the id field of each call. */
export const SP_CALLS: Record<
  SpCall,
  { method: 'PUT' | 'POST'; path: string; mediaType: string; key: string; id: string }
> = {
  updateKeywords: {
    method: 'PUT',
    path: '/sp/keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    key: 'keywords',
    id: 'keywordId',
  },
  createKeywords: {
    method: 'POST',
    path: '/sp/keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    key: 'keywords',
    id: 'keywordId',
  },
  updateTargets: {
    method: 'PUT',
    path: '/sp/targets',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    key: 'targetingClauses',
    id: 'targetId',
  },
  createNegativeKeywords: {
    method: 'POST',
    path: '/sp/negativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    key: 'negativeKeywords',
    id: 'negativeKeywordId',
  },
  updateProductAds: {
    method: 'PUT',
    path: '/sp/productAds',
    mediaType: 'application/vnd.spProductAd.v3+json',
    key: 'productAds',
    id: 'adId',
  },
};

/** What the account said of one item of the request (by its index). */
export type SpItemResult =
  | { index: number; ok: true; id: string | null }
  | { index: number; ok: false; errorType: string; message: string };

const idText = z.union([z.string(), z.number()]).transform(String);
const errorItem = z.object({
  index: z.number().int(),
  errors: z
    .array(
      z.object({
        errorType: z.string().optional(),
        errorValue: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .default([]),
});
/** One entity's part of a 207 answer. */
const multiStatus = z.object({
  success: z.array(z.object({ index: z.number().int() }).catchall(z.unknown())).default([]),
  error: z.array(errorItem).default([]),
});

/** The message of an item error: the first error's value message (e.g. entityNotFoundError.message). */
function errorMessage(e: z.infer<typeof errorItem>['errors'][number] | undefined): string {
  if (!e) return 'refused without a reason';
  for (const value of Object.values(e.errorValue ?? {})) {
    const v = value as { message?: unknown; reason?: unknown } | null;
    if (v && typeof v.message === 'string' && v.message) return v.message;
    if (v && typeof v.reason === 'string' && v.reason) return v.reason;
  }
  return e.errorType ?? 'refused without a reason';
}

/** Parses a 207 answer into one result per requested item (an item the answer omits is an error). */
export function parseMultiStatus(call: SpCall, answer: unknown, count: number): SpItemResult[] {
  const { key, id } = SP_CALLS[call];
  const part = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined;
  const parsed = multiStatus.safeParse(part);
  if (!parsed.success) throw new ConnectorError(`${call} answered in an unexpected shape`, 207, call);
  const body = parsed.data;
  const results: SpItemResult[] = [];
  for (let index = 0; index < count; index++) {
    const ok = body.success.find((s) => s.index === index);
    if (ok) {
      const raw = ok[id];
      results.push({ index, ok: true, id: raw === undefined || raw === null ? null : idText.parse(raw) });
      continue;
    }
    const failed = body.error.find((e) => e.index === index);
    const first = failed?.errors[0];
    results.push({
      index,
      ok: false,
      errorType: first?.errorType ?? 'missingFromAnswer',
      message: failed ? errorMessage(first) : 'The answer did not mention this item',
    });
  }
  return results;
}

/** The Sponsored Products management calls of one profile's client. */
export function spManagement(client: AdsApiClient) {
  return {
    async send(operation: SpOperation): Promise<SpItemResult[]> {
      const c = SP_CALLS[operation.call];
      const request = {
        method: c.method,
        body: { [c.key]: operation.items },
        contentType: c.mediaType,
        accept: c.mediaType,
      };
      const call = () => client.json(operation.call, z.unknown(), c.path, request);
      let answer: unknown;
      try {
        answer = await call();
      } catch (error) {
        // The connector forgot the refused token: one more try exchanges the refresh token afresh.
        if (!(error instanceof ConnectorError) || error.status !== 401) throw error;
        answer = await call();
      }
      return parseMultiStatus(operation.call, answer, operation.items.length);
    },
  };
}
export type SpManagement = ReturnType<typeof spManagement>;
