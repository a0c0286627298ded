CREATE TABLE "reconciliation_lines" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"date" date NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"sku_code" text,
	"identifier" text,
	"fk_brand_id" integer,
	"quantity_ordered" integer NOT NULL,
	"item_price" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"price" bigint NOT NULL,
	"settled" boolean NOT NULL,
	"received" bigint NOT NULL,
	"received_tax" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"refund" bigint NOT NULL,
	"first" text,
	CONSTRAINT "reconciliation_lines_pk" PRIMARY KEY("client_id","mp_id","date","order_id","order_item_id")
);
--> statement-breakpoint
-- Every regular, not cancelled line with what reconciliation_settled (the rollup this one replaces) says was paid,
-- written in key order so the report's date ranges read few pages.
INSERT INTO "reconciliation_lines" (client_id, mp_id, date, order_id, order_item_id, sku_code, identifier, fk_brand_id,
  quantity_ordered, item_price, tax, price, settled, received, received_tax,
  commission, fee, refund, first)
SELECT o.client_id, o.mp_id, o.purchase_date, o.order_id, o.order_item_id, o.sku_code, o.identifier, o.fk_brand_id,
  o.quantity_ordered, round(o.item_price * 100)::bigint, round(coalesce(o.amount_tax, 0) * 100)::bigint,
  round(o.item_price * 100)::bigint + round(coalesce(o.amount_shipping, 0) * 100)::bigint
    - round(coalesce(o.amount_discount, 0) * 100)::bigint,
  s.order_id IS NOT NULL,
  coalesce(s.received, 0), coalesce(s.received_tax, 0), coalesce(s.commission, 0), coalesce(s.fee, 0),
  coalesce(s.refund, 0), s.first
FROM orders o
LEFT JOIN reconciliation_settled s ON s.client_id = o.client_id AND s.mp_id = o.mp_id AND s.date = o.purchase_date
  AND s.order_id = o.order_id AND s.order_item_id = o.order_item_id
WHERE o.order_type = 'R' AND lower(coalesce(o.order_status, '')) NOT IN ('cancelled', 'canceled')
ORDER BY o.client_id, o.mp_id, o.purchase_date, o.order_id, o.order_item_id;
--> statement-breakpoint
DROP TABLE "reconciliation_settled" CASCADE;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;