/**
 * The deep-search text of a ticket (`tickets.search_doc`): its id, type, people, marketplace, brand, link,
 * description, every item value and every comment, lower-cased so one trigram index answers ILIKE. Every
 * writer (repository, demo, bench) builds it here, so search finds the same things however a ticket was made.
 */
export interface SearchDocInput {
  pk_ticket_id?: number | null;
  fk_ticket_type_id: string;
  ticket_type_name?: string | null;
  creator_name?: string | null;
  owner_name?: string | null;
  marketplace_name?: string | null;
  brand_name?: string | null;
  description?: string | null;
  drive_link?: string | null;
  requested_content_type?: readonly string[];
  items?: readonly Record<string, unknown>[];
  comments?: readonly string[];
}

const MAX_DOC = 200_000;

function values(v: unknown, out: string[]): void {
  if (v === null || v === undefined) return;
  if (typeof v === 'object') {
    for (const x of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) values(x, out);
    return;
  }
  out.push(String(v));
}

export function ticketSearchDoc(t: SearchDocInput): string {
  const parts: string[] = [];
  if (t.pk_ticket_id) parts.push(`#${t.pk_ticket_id}`);
  for (const v of [
    t.fk_ticket_type_id,
    t.ticket_type_name,
    t.creator_name,
    t.owner_name,
    t.marketplace_name,
    t.brand_name,
    t.description,
    t.drive_link,
  ])
    if (v) parts.push(v);
  values(t.requested_content_type ?? [], parts);
  for (const item of t.items ?? []) values(item, parts);
  for (const c of t.comments ?? []) parts.push(c);
  return parts.join('\n').toLowerCase().slice(0, MAX_DOC);
}
