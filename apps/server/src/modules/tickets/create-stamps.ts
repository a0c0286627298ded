import { TICKET_REFUSAL, type ticketCreateBody } from '@marketdesk/contracts/tickets';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors';

type CreateBody = z.infer<typeof ticketCreateBody>;
type StampKey = 'mp_id' | 'brand_id';
export interface Stamps {
  mp_id: number | null;
  brand_id: number | null;
}

/** An item's stamp: null when absent or blank, an id when a positive whole number (or its digits). */
function stampValue(key: StampKey, v: unknown): number | null {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw badRequest(TICKET_REFUSAL.stampInvalid(key));
  return n;
}

/**
 * The ticket's marketplace and brand (issue 16, 2.2): the body's `mp_id`/`brand_id` beside `data` (ours, what
 * the form sends), else the values stamped on the items, as the spec's body carries them (`{ticket_type_id,
 * comments, fk_creator_id, creator_name, data: {items, …}}`). Items that disagree (one says marketplace 3,
 * another 5 or none) are refused: one ticket has one marketplace and one brand.
 */
export function stampsOf(body: CreateBody): Stamps {
  const of = (key: StampKey): number | null => {
    const beside = body[key];
    if (beside !== undefined && beside !== null) return beside;
    const values = new Set(body.data.items.map((i) => stampValue(key, i[key])));
    if (values.size > 1) throw badRequest(TICKET_REFUSAL.stampsDisagree(key));
    return [...values][0] ?? null;
  };
  return { mp_id: of('mp_id'), brand_id: of('brand_id') };
}
