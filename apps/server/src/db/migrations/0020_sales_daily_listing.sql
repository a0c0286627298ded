CREATE TABLE "sales_daily_listing" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"date" date NOT NULL,
	"identifier" text NOT NULL,
	"sku_code" text NOT NULL,
	"sales_r" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_po" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_df" numeric(16, 2) DEFAULT '0' NOT NULL,
	"units_r" integer DEFAULT 0 NOT NULL,
	"units_po" integer DEFAULT 0 NOT NULL,
	"units_df" integer DEFAULT 0 NOT NULL,
	"num_returns" integer DEFAULT 0 NOT NULL,
	"paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"order_lines" integer DEFAULT 0 NOT NULL,
	"return_lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_listing_client_id_mp_id_date_identifier_sku_code_pk" PRIMARY KEY("client_id","mp_id","date","identifier","sku_code")
);
--> statement-breakpoint
ALTER TABLE "sales_daily_listing" ADD CONSTRAINT "sales_daily_listing_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing facts: the rollup as db/facts/rollups.ts writes it (listingFor), for every client at once.
INSERT INTO "sales_daily_listing" (client_id, mp_id, date, identifier, sku_code, sales_r, sales_po, sales_df, units_r, units_po, units_df, num_returns, paid, order_lines, return_lines)
SELECT client_id, mp_id, date, identifier, sku_code, sum(sales_r), sum(sales_po), sum(sales_df), sum(units_r), sum(units_po), sum(units_df), sum(num_returns), sum(paid), sum(order_lines), sum(return_lines)
FROM (
  SELECT o.client_id, o.mp_id, o.purchase_date AS date, coalesce(o.identifier, '') AS identifier, coalesce(o.sku_code, '') AS sku_code,
    coalesce(sum(o.item_price) FILTER (WHERE o.order_type = 'R'), 0) AS sales_r,
    coalesce(sum(o.item_price) FILTER (WHERE o.order_type = 'PO'), 0) AS sales_po,
    coalesce(sum(o.item_price) FILTER (WHERE o.order_type = 'DF'), 0) AS sales_df,
    coalesce(sum(o.quantity_ordered) FILTER (WHERE o.order_type = 'R'), 0) AS units_r,
    coalesce(sum(o.quantity_ordered) FILTER (WHERE o.order_type = 'PO'), 0) AS units_po,
    coalesce(sum(o.quantity_ordered) FILTER (WHERE o.order_type = 'DF'), 0) AS units_df,
    0 AS num_returns, 0 AS paid, count(*) AS order_lines, 0 AS return_lines
  FROM orders o WHERE lower(coalesce(o.order_status, '')) NOT IN ('cancelled', 'canceled')
  GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT r.client_id, r.mp_id, r.return_date, coalesce(r.identifier, ''), coalesce(r.sku_code, ''), 0, 0, 0, 0, 0, 0, sum(r.quantity), 0, 0, count(*)
  FROM returns r GROUP BY 1, 2, 3, 4, 5
  UNION ALL
  SELECT o.client_id, o.mp_id, o.purchase_date, coalesce(o.identifier, ''), coalesce(o.sku_code, ''), 0, 0, 0, 0, 0, 0, 0, sum(st.amount), 0, 0
  FROM orders o JOIN settlements st ON st.client_id = o.client_id AND st.mp_id = o.mp_id AND st.order_id = o.order_id
    AND st.order_item_id = o.order_item_id
  WHERE lower(coalesce(o.order_status, '')) NOT IN ('cancelled', 'canceled') AND st.deposit_date IS NOT NULL AND st.amount IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
) x
GROUP BY client_id, mp_id, date, identifier, sku_code;
