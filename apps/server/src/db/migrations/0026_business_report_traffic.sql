CREATE TABLE "business_report_traffic" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sku_code" text NOT NULL,
	"asin" text,
	"parent_asin" text,
	"report_type" text NOT NULL,
	"sessions" integer NOT NULL,
	"page_views" integer NOT NULL,
	"buy_box_percentage" numeric(7, 2),
	"units_ordered" integer NOT NULL,
	"unit_session_percentage" numeric(7, 2),
	"ordered_product_sales" numeric(14, 2) NOT NULL,
	"total_order_items" integer,
	"currency_code" text NOT NULL,
	"fk_file_id" integer,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_report_traffic_pk" PRIMARY KEY("client_id","mp_id","start_date","end_date","sku_code"),
	CONSTRAINT "business_report_traffic_period_ck" CHECK ("business_report_traffic"."start_date" <= "business_report_traffic"."end_date")
);
--> statement-breakpoint
ALTER TABLE "business_report_traffic" ADD CONSTRAINT "business_report_traffic_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_report_traffic" ADD CONSTRAINT "business_report_traffic_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_report_traffic_sku_idx" ON "business_report_traffic" USING btree ("client_id","mp_id","sku_code","end_date");
