import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';

/** The account states of a change written in Marketdesk that no advertising account took (not sent). */
const NOT_SENT = ['NOT_CONNECTED', 'FAILED'];

/** Entity id → why its bid or state is Marketdesk's only (the row's `result.ams.message`). */
export interface MarketdeskOnly {
  targets: Map<string, string>;
  adProducts: Map<string, string>;
}

/**
 * The targets and ad products of one profile whose latest accepted T11/T12 change reached no advertising
 * account (issue 29 item 4), read from the ticket items that recorded the change (`result.changes` names the
 * entity, `result.ams` what the account answered). A later change that the account took clears the flag.
 */
export async function marketdeskOnlyChanges(
  db: Executor,
  s: { clientId: number; profileId: string },
): Promise<MarketdeskOnly> {
  const rows = await rowsOf<{ kind: 'target' | 'ad'; entity_id: string; status: string; message: string }>(
    db,
    sql`
      with acted as (
        select case when t.fk_ticket_type_id = 'T12' then 'ad' else 'target' end as kind,
          case when t.fk_ticket_type_id = 'T12' then i.result->'changes'->>'ad_id'
            else coalesce(i.result->'changes'->>'target_id', i.result->'changes'->'target'->>'target_id')
          end as entity_id,
          i.result->'ams'->>'status' as status, i.result->'ams'->>'message' as message,
          i.dt_action, i.ticket_id, i.item_no
        from ticket_items i
        join tickets t on t.client_id = i.client_id and t.pk_ticket_id = i.ticket_id
        where i.client_id = ${s.clientId}::int and t.fk_ticket_type_id in ('T11', 'T12')
          and i.action_taken is not null and i.data->>'profile_id' = ${s.profileId}::text
          and i.result->'ams'->>'status' is not null and i.result->'ams'->>'status' <> 'NOTHING_TO_SEND'
      )
      select distinct on (kind, entity_id) kind, entity_id, status, message
      from acted where entity_id is not null
      order by kind, entity_id, dt_action desc nulls last, ticket_id desc, item_no desc`,
  );
  const out: MarketdeskOnly = { targets: new Map(), adProducts: new Map() };
  for (const r of rows) {
    if (!NOT_SENT.includes(r.status)) continue;
    (r.kind === 'ad' ? out.adProducts : out.targets).set(r.entity_id, r.message);
  }
  return out;
}
