import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so the same payload built in another order reads the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** What makes two starts the same request (with user, client and kind): the payload the handler would get. */
export const requestKey = (payload: unknown): string =>
  createHash('sha256')
    .update(canonicalJson(payload ?? null))
    .digest('hex');
