CREATE TABLE "sales_daily_lines" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"date" date NOT NULL,
	"order_type" text NOT NULL,
	"currency_code" text NOT NULL,
	"identifier" text NOT NULL,
	"sku_code" text NOT NULL,
	"sku_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"open_units" integer DEFAULT 0 NOT NULL,
	"open_sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	"open_gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"open_order_gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"paid_order" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_lines_pk" PRIMARY KEY("client_id","mp_id","date","order_type","currency_code","identifier","sku_code","sku_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "sales_daily_lines" ADD CONSTRAINT "sales_daily_lines_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing facts: the rollup as db/facts/rollups.ts writes it (linesFor), for every client at once.
INSERT INTO "sales_daily_lines" (client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id, lines, units, shipped, sales, gross, open_units, open_sales, open_gross, open_order_gross, paid, paid_order)
WITH l AS MATERIALIZED (
  SELECT o.client_id, o.mp_id, o.order_id, o.order_item_id, o.purchase_date, o.order_type, o.currency_code, o.identifier, o.sku_code, o.fk_sku_id, o.fk_brand_id, o.quantity_ordered, o.quantity_shipped, o.item_price, o.amount_tax
  FROM orders o WHERE lower(coalesce(o.order_status, '')) NOT IN ('cancelled', 'canceled')
),
m AS MATERIALIZED (
  SELECT l.client_id, l.mp_id, l.order_id, l.order_item_id, x.currency_code AS paid_currency, x.amount, x.transaction_type
  FROM l JOIN settlements x ON x.client_id = l.client_id AND x.mp_id = l.mp_id AND x.order_id = l.order_id AND x.order_item_id = l.order_item_id
  UNION ALL
  SELECT l.client_id, l.mp_id, l.order_id, l.order_item_id, x.currency_code, x.amount, x.transaction_type
  FROM l JOIN settlements x ON x.client_id = l.client_id AND x.mp_id = l.mp_id AND x.order_id = l.order_id AND x.order_item_id IS NULL AND x.sku_code = l.sku_code
),
settled AS (
  SELECT client_id, mp_id, order_id, order_item_id, bool_or(transaction_type = 'Order') AS by_order FROM m GROUP BY 1, 2, 3, 4
)
SELECT client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id, sum(lines), sum(units), sum(shipped), sum(sales), sum(gross), sum(open_units), sum(open_sales), sum(open_gross), sum(open_order_gross), sum(paid), sum(paid_order)
FROM (
  SELECT l.client_id, l.mp_id, l.purchase_date, l.order_type, l.currency_code, coalesce(l.identifier, ''), coalesce(l.sku_code, ''), coalesce(l.fk_sku_id, 0), coalesce(l.fk_brand_id, 0),
    count(*), sum(l.quantity_ordered), sum(coalesce(l.quantity_shipped, 0)), sum(l.item_price), sum(l.item_price + coalesce(l.amount_tax, 0)),
    coalesce(sum(l.quantity_ordered) FILTER (WHERE s.order_id IS NULL), 0),
    coalesce(sum(l.item_price) FILTER (WHERE s.order_id IS NULL), 0),
    coalesce(sum(l.item_price + coalesce(l.amount_tax, 0)) FILTER (WHERE s.order_id IS NULL), 0),
    coalesce(sum(l.item_price + coalesce(l.amount_tax, 0)) FILTER (WHERE s.by_order IS NOT TRUE), 0),
    0, 0
  FROM l LEFT JOIN settled s ON s.client_id = l.client_id AND s.mp_id = l.mp_id AND s.order_id = l.order_id AND s.order_item_id = l.order_item_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  UNION ALL
  SELECT l.client_id, l.mp_id, l.purchase_date, l.order_type, m.paid_currency, coalesce(l.identifier, ''), coalesce(l.sku_code, ''), coalesce(l.fk_sku_id, 0), coalesce(l.fk_brand_id, 0),
    0, 0, 0, 0, 0, 0, 0, 0, 0, coalesce(sum(m.amount), 0), coalesce(sum(m.amount) FILTER (WHERE m.transaction_type = 'Order'), 0)
  FROM m JOIN l ON l.client_id = m.client_id AND l.mp_id = m.mp_id AND l.order_id = m.order_id AND l.order_item_id = m.order_item_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
) x (client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id, lines, units, shipped, sales, gross, open_units, open_sales, open_gross, open_order_gross, paid, paid_order)
GROUP BY client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id;
