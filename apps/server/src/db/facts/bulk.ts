import { sql } from 'drizzle-orm';
import type { AdMetricInput } from './ads';
import { chunks, type Executor, json } from './executor';
import type { OrderLineInput } from './orders';
import type { ReturnInput } from './returns';
import { refreshAdsRollups, refreshSalesRollups } from './rollups';

/**
 * Bulk loading of new facts (imports of whole periods, the demo generator): plain inserts without the upsert's
 * lookups, then one recomputation of the rollups over the period's date range for the given marketplaces.
 * Every fact dated inside [from, to] on those marketplaces must be in the database (or in `rows`) when this runs;
 * call it inside the transaction that should commit facts and rollups together. Rows must be new (a duplicate
 * key fails the whole call).
 */
export async function bulkLoadFacts(
  ex: Executor,
  clientId: number,
  facts: { orders?: OrderLineInput[]; returns?: ReturnInput[]; adMetrics?: AdMetricInput[] },
  period: { from: string; to: string; mpIds: number[] },
): Promise<void> {
  await ex.transaction(async (tx) => {
    for (const part of chunks(facts.orders ?? [], 5000)) {
      await tx.execute(sql`insert into orders (client_id, mp_id, order_id, order_item_id, order_type, profile_id, identifier,
          sku_code, fk_sku_id, fk_brand_id, purchase_date, order_status, shipping_address, quantity_ordered,
          quantity_shipped, quantity_confirmed, item_price, amount_tax, amount_shipping, amount_discount, buying_cost,
          currency_code, last_update_date, is_fba, extras)
        select ${clientId}, x.mp_id, x.order_id, x.order_item_id, coalesce(x.order_type, 'R'), x.profile_id, x.identifier,
          x.sku_code, s.pk_sku_id, s.fk_brand_id, x.purchase_date, x.order_status, x.shipping_address,
          coalesce(x.quantity_ordered, 0), x.quantity_shipped, x.quantity_confirmed, coalesce(x.item_price, 0), x.amount_tax,
          x.amount_shipping, x.amount_discount, x.buying_cost, x.currency_code, x.last_update_date, x.is_fba, x.extras
        from jsonb_to_recordset(${json(part)}) as x(mp_id int, order_id text, order_item_id text, order_type text,
          profile_id text, identifier text, sku_code text, purchase_date date, order_status text, shipping_address text,
          quantity_ordered int, quantity_shipped int, quantity_confirmed int, item_price numeric, amount_tax numeric,
          amount_shipping numeric, amount_discount numeric, buying_cost numeric, currency_code text,
          last_update_date timestamptz, is_fba boolean, extras jsonb)
        left join skus s on s.client_id = ${clientId} and s.sku_code = x.sku_code`);
    }
    for (const part of chunks(facts.returns ?? [], 5000)) {
      await tx.execute(sql`insert into returns (client_id, mp_id, return_id, order_id, order_item_id, identifier, sku_code,
          fk_sku_id, fk_brand_id, return_date, box_id, quantity, item_condition, claim_id, claim_result, credit_note_num,
          price, currency_code, reason, status, extras)
        select ${clientId}, x.mp_id, x.return_id, x.order_id, x.order_item_id, x.identifier, x.sku_code, s.pk_sku_id,
          s.fk_brand_id, x.return_date, x.box_id, coalesce(x.quantity, 1), x.item_condition, x.claim_id, x.claim_result,
          x.credit_note_num, coalesce(x.price, 0), x.currency_code, x.reason, x.status, x.extras
        from jsonb_to_recordset(${json(part)}) as x(mp_id int, return_id text, order_id text, order_item_id text,
          identifier text, sku_code text, return_date date, box_id text, quantity int, item_condition text, claim_id text,
          claim_result text, credit_note_num text, price numeric, currency_code text, reason text, status text,
          extras jsonb)
        left join skus s on s.client_id = ${clientId} and s.sku_code = x.sku_code`);
    }
    for (const part of chunks(facts.adMetrics ?? [], 5000)) {
      await tx.execute(sql`insert into ad_metrics_daily (client_id, profile_id, entity_type, entity_id, date, mp_id,
          campaign_id, ad_group_id, fk_brand_id, fk_sku_id, impressions, clicks, spend, sales, orders, units)
        select ${clientId}, x.profile_id, x.entity_type, x.entity_id, x.date, p.fk_mp_id,
          coalesce(x.campaign_id, ap.campaign_id), coalesce(x.ad_group_id, ap.ad_group_id),
          coalesce(x.fk_brand_id, s.fk_brand_id, g.fk_brand_id), coalesce(x.fk_sku_id, ap.fk_sku_id),
          x.impressions, x.clicks, x.spend, x.sales, x.orders, x.units
        from jsonb_to_recordset(${json(part)}) as x(profile_id text, entity_type text, entity_id text, date date,
          campaign_id text, ad_group_id text, fk_sku_id int, fk_brand_id int, impressions bigint, clicks int,
          spend numeric, sales numeric, orders int, units int)
        left join seller_profiles p on p.client_id = ${clientId} and p.profile_id = x.profile_id
        left join ad_products ap on x.entity_type = 'ad_product' and ap.client_id = ${clientId}
          and ap.profile_id = x.profile_id and ap.ad_id = x.entity_id
        left join skus s on s.client_id = ${clientId} and s.pk_sku_id = coalesce(x.fk_sku_id, ap.fk_sku_id)
        left join ad_groups g on g.client_id = ${clientId} and g.profile_id = x.profile_id
          and g.ad_group_id = coalesce(x.ad_group_id, ap.ad_group_id)`);
    }
    const scope = { from: period.from, to: period.to, mpIds: period.mpIds };
    await refreshSalesRollups(tx, clientId, scope);
    await refreshAdsRollups(tx, clientId, scope);
  });
}
