CREATE TABLE "reconciliation_settled" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"date" date NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"received" bigint NOT NULL,
	"received_tax" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"refund" bigint NOT NULL,
	"first" text NOT NULL,
	CONSTRAINT "reconciliation_settled_pk" PRIMARY KEY("client_id","mp_id","date","order_id","order_item_id")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_settled" ADD CONSTRAINT "reconciliation_settled_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing facts: the rollup as db/facts/settled-lines.ts computes it, for every client at once.
INSERT INTO "reconciliation_settled" (client_id, mp_id, date, order_id, order_item_id, received, received_tax, commission, fee, refund, first)
WITH l AS MATERIALIZED (
  SELECT o.client_id, o.mp_id, o.order_id, o.order_item_id, o.sku_code, o.purchase_date FROM orders o
  WHERE o.order_type = 'R' AND lower(coalesce(o.order_status, '')) NOT IN ('cancelled', 'canceled')
),
s AS MATERIALIZED (
  SELECT s.client_id, s.mp_id, s.order_id, s.sku_code, s.order_item_id, s.amount,
    lower(coalesce(s.transaction_type, '')) LIKE ANY (ARRAY['%refund%', '%return%', '%chargeback%']) AS refund,
    CASE
      WHEN lower(coalesce(nullif(s.amount_description, ''), s.amount_type, '')) LIKE '%tax%' THEN 'tax'
      WHEN lower(coalesce(nullif(s.amount_description, ''), s.amount_type, '')) LIKE '%commission%'
        AND lower(coalesce(nullif(s.amount_description, ''), s.amount_type, '')) NOT LIKE '%refund%' THEN 'commission'
      WHEN lower(coalesce(s.amount_type, '')) IN ('itemprice', 'promotion', 'price')
        OR lower(coalesce(nullif(s.amount_description, ''), s.amount_type, '')) LIKE ANY (ARRAY['principal%', 'shipping%', 'giftwrap%', 'gift wrap%', 'price%', 'itemprice%', 'item price%', 'sale%', 'promotion%']) THEN 'price'
      ELSE 'fee' END AS kind,
    (CASE WHEN lower(coalesce(s.transaction_type, '')) LIKE ANY (ARRAY['%refund%', '%return%', '%chargeback%']) THEN '1' ELSE '0' END)
      || coalesce(coalesce(s.deposit_date, s.end_date, s.posted_date)::text, '9999-12-31') || s.settlement_id AS first
  FROM settlements s WHERE EXISTS (SELECT 1 FROM l WHERE l.client_id = s.client_id AND l.mp_id = s.mp_id AND l.order_id = s.order_id)
),
g AS (
  SELECT client_id, mp_id, order_id, sku_code, order_item_id,
    (round(coalesce(sum(amount) FILTER (WHERE NOT refund AND kind = 'price'), 0) * 100))::bigint AS received,
    (round(coalesce(sum(amount) FILTER (WHERE NOT refund AND kind = 'tax'), 0) * 100))::bigint AS received_tax,
    (round(coalesce(sum(amount) FILTER (WHERE kind = 'commission'), 0) * 100) * -1)::bigint AS commission,
    (round(coalesce(sum(amount) FILTER (WHERE kind = 'fee'), 0) * 100) * -1)::bigint AS fee,
    (round(coalesce(sum(amount) FILTER (WHERE refund AND kind IN ('price', 'tax')), 0) * 100) * -1)::bigint AS refund,
    min(first) AS first
  FROM s GROUP BY client_id, mp_id, order_id, sku_code, order_item_id
),
m AS (
  SELECT DISTINCT ON (g.client_id, g.mp_id, g.order_id, g.sku_code, g.order_item_id) g.*, l.order_item_id AS line_item, l.purchase_date
  FROM g JOIN l ON l.client_id = g.client_id AND l.mp_id = g.mp_id AND l.order_id = g.order_id
  WHERE (g.sku_code IS NOT NULL AND l.sku_code = g.sku_code) OR l.order_item_id = g.order_item_id
  ORDER BY g.client_id, g.mp_id, g.order_id, g.sku_code, g.order_item_id,
    CASE WHEN g.sku_code IS NOT NULL AND l.sku_code = g.sku_code THEN CASE WHEN l.order_item_id = g.order_item_id THEN 0 ELSE 1 END ELSE 2 END,
    l.purchase_date, l.order_item_id
)
SELECT client_id, mp_id, purchase_date, order_id, line_item, sum(received), sum(received_tax), sum(commission), sum(fee), sum(refund), min(first)
FROM m GROUP BY client_id, mp_id, order_id, line_item, purchase_date;
