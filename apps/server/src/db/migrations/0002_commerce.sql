CREATE TABLE "ad_campaigns" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"campaign_type" text DEFAULT 'sponsoredProducts' NOT NULL,
	"targeting_type" text,
	"state" text DEFAULT 'enabled' NOT NULL,
	"budget" numeric(14, 2),
	"currency_code" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"fk_brand_id" integer,
	CONSTRAINT "ad_campaigns_client_id_profile_id_campaign_id_pk" PRIMARY KEY("client_id","profile_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ad_groups" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_name" text NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"default_bid" numeric(14, 2),
	"fk_brand_id" integer,
	"ad_group_type" text,
	"targeting_type" text,
	"target_acos" numeric(8, 4),
	"target_ctr" numeric(8, 4),
	"target_conversion" numeric(8, 4),
	"asp" numeric(14, 2),
	"category" text,
	"subcategory" text,
	"exact_match_adgroup_name" text,
	"product_target_adgroup_name" text,
	CONSTRAINT "ad_groups_client_id_profile_id_ad_group_id_pk" PRIMARY KEY("client_id","profile_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "ad_metrics_daily" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"campaign_id" text,
	"ad_group_id" text,
	"fk_brand_id" integer,
	"fk_sku_id" integer,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_metrics_daily_client_id_profile_id_entity_type_entity_id_date_pk" PRIMARY KEY("client_id","profile_id","entity_type","entity_id","date"),
	CONSTRAINT "ad_metrics_daily_type_ck" CHECK ("ad_metrics_daily"."entity_type" in ('campaign', 'ad_group', 'ad_product', 'target', 'search_term'))
);
--> statement-breakpoint
CREATE TABLE "ad_negative_keywords" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"keyword_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"keyword_text" text NOT NULL,
	"match_type" text NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"bid" numeric(14, 2),
	CONSTRAINT "ad_negative_keywords_client_id_profile_id_keyword_id_pk" PRIMARY KEY("client_id","profile_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "ad_products" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"ad_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"asin" text,
	"sku_code" text,
	"fk_sku_id" integer,
	"state" text DEFAULT 'enabled' NOT NULL,
	CONSTRAINT "ad_products_client_id_profile_id_ad_id_pk" PRIMARY KEY("client_id","profile_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ad_search_terms" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"search_term_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"target_id" text,
	"search_term" text NOT NULL,
	"keyword" text,
	CONSTRAINT "ad_search_terms_client_id_profile_id_search_term_id_pk" PRIMARY KEY("client_id","profile_id","search_term_id")
);
--> statement-breakpoint
CREATE TABLE "ad_targets" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"target_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"target" text NOT NULL,
	"target_type" text NOT NULL,
	"match_type" text,
	"state" text DEFAULT 'enabled' NOT NULL,
	"bid" numeric(14, 2),
	CONSTRAINT "ad_targets_client_id_profile_id_target_id_pk" PRIMARY KEY("client_id","profile_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "ads_daily_brand" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"ams_sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	"ams_spend" numeric(16, 2) DEFAULT '0' NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ads_daily_brand_client_id_date_mp_id_brand_id_pk" PRIMARY KEY("client_id","date","mp_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "ads_daily_sku" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"ams_sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	"ams_spend" numeric(16, 2) DEFAULT '0' NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ads_daily_sku_client_id_date_mp_id_brand_id_sku_id_pk" PRIMARY KEY("client_id","date","mp_id","brand_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"date" date NOT NULL,
	"currency_code" text NOT NULL,
	"units_per_usd" numeric(18, 8) NOT NULL,
	CONSTRAINT "currency_rates_date_currency_code_pk" PRIMARY KEY("date","currency_code"),
	CONSTRAINT "currency_rates_positive_ck" CHECK ("currency_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"client_id" integer NOT NULL,
	"pk_fee_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"sku_code" text,
	"selling_price" numeric(14, 2),
	"fee_fixed" numeric(14, 2),
	"fee_variable_frac" numeric(8, 4),
	"fee_return_frac" numeric(8, 4),
	"fee_shipping" numeric(14, 2),
	"acos_percent" numeric(8, 4),
	"estimate_total" numeric(14, 2),
	"estimate_date" date,
	"currency_code" text NOT NULL,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_client_id_pk_fee_id_pk" PRIMARY KEY("client_id","pk_fee_id"),
	CONSTRAINT "fees_fracs_ck" CHECK ("fees"."fee_variable_frac" <= 1 and "fees"."fee_return_frac" <= 1 and "fees"."acos_percent" <= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"order_type" text DEFAULT 'R' NOT NULL,
	"profile_id" text,
	"identifier" text,
	"sku_code" text,
	"fk_sku_id" integer,
	"fk_brand_id" integer,
	"purchase_date" date NOT NULL,
	"order_status" text,
	"shipping_address" text,
	"quantity_ordered" integer DEFAULT 0 NOT NULL,
	"quantity_shipped" integer,
	"quantity_confirmed" integer,
	"item_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_tax" numeric(14, 2),
	"amount_shipping" numeric(14, 2),
	"amount_discount" numeric(14, 2),
	"buying_cost" numeric(14, 2),
	"currency_code" text NOT NULL,
	"last_update_date" timestamp with time zone,
	"is_fba" boolean,
	"extras" jsonb,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_client_id_mp_id_order_id_order_item_id_pk" PRIMARY KEY("client_id","mp_id","order_id","order_item_id"),
	CONSTRAINT "orders_type_ck" CHECK ("orders"."order_type" in ('R', 'PO', 'DF'))
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"client_id" integer NOT NULL,
	"pk_price_id" serial NOT NULL,
	"fk_product_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"regular_price" numeric(14, 2),
	"sale_price" numeric(14, 2),
	"sale_start_date" date,
	"sale_end_date" date,
	"min_price" numeric(14, 2),
	"max_price" numeric(14, 2),
	"back_margin" numeric(8, 4),
	"cost_multiple" numeric(8, 3),
	"rrp_multiple" numeric(8, 3),
	"mfn_shipping_price" numeric(14, 2),
	"vat_rate" numeric(8, 4),
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_client_id_pk_price_id_pk" PRIMARY KEY("client_id","pk_price_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"client_id" integer NOT NULL,
	"pk_product_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"mp_sku_code" text DEFAULT '' NOT NULL,
	"sku_code" text NOT NULL,
	"fk_sku_id" integer,
	"condition" text,
	"title" text,
	"manufacturer" text,
	"category" text,
	"subcategory" text,
	"description" text,
	"is_fba" boolean,
	"focused_sku" boolean DEFAULT false NOT NULL,
	"extras" jsonb,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_client_id_pk_product_id_pk" PRIMARY KEY("client_id","pk_product_id")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"return_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text,
	"identifier" text,
	"sku_code" text,
	"fk_sku_id" integer,
	"fk_brand_id" integer,
	"return_date" date NOT NULL,
	"box_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"item_condition" text,
	"claim_id" text,
	"claim_result" text,
	"credit_note_num" text,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency_code" text NOT NULL,
	"reason" text,
	"status" text,
	"extras" jsonb,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_client_id_mp_id_return_id_pk" PRIMARY KEY("client_id","mp_id","return_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_brand" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sales_r" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_po" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_df" numeric(16, 2) DEFAULT '0' NOT NULL,
	"units_r" integer DEFAULT 0 NOT NULL,
	"units_po" integer DEFAULT 0 NOT NULL,
	"units_df" integer DEFAULT 0 NOT NULL,
	"num_returns" integer DEFAULT 0 NOT NULL,
	"returns_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_brand_client_id_date_mp_id_brand_id_pk" PRIMARY KEY("client_id","date","mp_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_sku" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sales_r" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_po" numeric(16, 2) DEFAULT '0' NOT NULL,
	"sales_df" numeric(16, 2) DEFAULT '0' NOT NULL,
	"units_r" integer DEFAULT 0 NOT NULL,
	"units_po" integer DEFAULT 0 NOT NULL,
	"units_df" integer DEFAULT 0 NOT NULL,
	"num_returns" integer DEFAULT 0 NOT NULL,
	"returns_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_sku_client_id_date_mp_id_brand_id_sku_id_pk" PRIMARY KEY("client_id","date","mp_id","brand_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"client_id" integer NOT NULL,
	"pk_settlement_line_id" bigserial NOT NULL,
	"mp_id" integer NOT NULL,
	"settlement_id" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"deposit_date" date,
	"amount_total" numeric(14, 2),
	"order_id" text,
	"order_item_id" text,
	"sku_code" text,
	"identifier" text,
	"transaction_type" text,
	"shipment_id" text,
	"amount_type" text,
	"amount_description" text,
	"amount" numeric(14, 2),
	"quantity" integer,
	"posted_date" date,
	"currency_code" text NOT NULL,
	"extras" jsonb,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_client_id_pk_settlement_line_id_pk" PRIMARY KEY("client_id","pk_settlement_line_id")
);
--> statement-breakpoint
CREATE TABLE "sku_costs" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"fk_sku_id" integer NOT NULL,
	"fk_warehouse_id" integer NOT NULL,
	"purchase_cost" numeric(14, 2),
	"shipping_cost" numeric(14, 2),
	"vendor_vat_rate" numeric(8, 4),
	"vendor_rrp" numeric(14, 2),
	"additional_cost" numeric(14, 2),
	"status" text,
	"currency_code" text NOT NULL,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_costs_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"client_id" integer NOT NULL,
	"pk_sku_id" serial NOT NULL,
	"sku_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"sku_model" text,
	"ean" text,
	"upc_code" text,
	"isbn" text,
	"hsn_code" text,
	"product_description" text,
	"bullet_points" text[],
	"fk_brand_id" integer,
	"manufacturer" text,
	"category" text,
	"subcategory" text,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_eol" boolean DEFAULT false NOT NULL,
	"length_cm" numeric(10, 2),
	"width_cm" numeric(10, 2),
	"height_cm" numeric(10, 2),
	"weight_g" numeric(12, 2),
	"color" text,
	"size" text,
	"material" text,
	"is_fragile" boolean DEFAULT false NOT NULL,
	"is_hazardous" boolean DEFAULT false NOT NULL,
	"country_of_origin" text,
	"keywords" text[],
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_client_id_pk_sku_id_pk" PRIMARY KEY("client_id","pk_sku_id")
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_client_id_profile_id_campaign_id_ad_campaigns_client_id_profile_id_campaign_id_fk" FOREIGN KEY ("client_id","profile_id","campaign_id") REFERENCES "public"."ad_campaigns"("client_id","profile_id","campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" ADD CONSTRAINT "ad_metrics_daily_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_negative_keywords" ADD CONSTRAINT "ad_negative_keywords_client_id_profile_id_ad_group_id_ad_groups_client_id_profile_id_ad_group_id_fk" FOREIGN KEY ("client_id","profile_id","ad_group_id") REFERENCES "public"."ad_groups"("client_id","profile_id","ad_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_negative_keywords" ADD CONSTRAINT "ad_negative_keywords_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_products" ADD CONSTRAINT "ad_products_client_id_profile_id_ad_group_id_ad_groups_client_id_profile_id_ad_group_id_fk" FOREIGN KEY ("client_id","profile_id","ad_group_id") REFERENCES "public"."ad_groups"("client_id","profile_id","ad_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_products" ADD CONSTRAINT "ad_products_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_search_terms" ADD CONSTRAINT "ad_search_terms_client_id_profile_id_ad_group_id_ad_groups_client_id_profile_id_ad_group_id_fk" FOREIGN KEY ("client_id","profile_id","ad_group_id") REFERENCES "public"."ad_groups"("client_id","profile_id","ad_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_search_terms" ADD CONSTRAINT "ad_search_terms_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_client_id_profile_id_ad_group_id_ad_groups_client_id_profile_id_ad_group_id_fk" FOREIGN KEY ("client_id","profile_id","ad_group_id") REFERENCES "public"."ad_groups"("client_id","profile_id","ad_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_daily_brand" ADD CONSTRAINT "ads_daily_brand_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_daily_sku" ADD CONSTRAINT "ads_daily_sku_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_fk_sku_id_skus_client_id_pk_sku_id_fk" FOREIGN KEY ("client_id","fk_sku_id") REFERENCES "public"."skus"("client_id","pk_sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_client_id_fk_sku_id_skus_client_id_pk_sku_id_fk" FOREIGN KEY ("client_id","fk_sku_id") REFERENCES "public"."skus"("client_id","pk_sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_client_id_fk_sku_id_skus_client_id_pk_sku_id_fk" FOREIGN KEY ("client_id","fk_sku_id") REFERENCES "public"."skus"("client_id","pk_sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_brand" ADD CONSTRAINT "sales_daily_brand_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_sku" ADD CONSTRAINT "sales_daily_sku_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_costs" ADD CONSTRAINT "sku_costs_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_costs" ADD CONSTRAINT "sku_costs_client_id_fk_sku_id_skus_client_id_pk_sku_id_fk" FOREIGN KEY ("client_id","fk_sku_id") REFERENCES "public"."skus"("client_id","pk_sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_costs" ADD CONSTRAINT "sku_costs_client_id_fk_warehouse_id_warehouses_client_id_pk_warehouse_id_fk" FOREIGN KEY ("client_id","fk_warehouse_id") REFERENCES "public"."warehouses"("client_id","pk_warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_metrics_daily_group_idx" ON "ad_metrics_daily" USING btree ("client_id","profile_id","ad_group_id","date");--> statement-breakpoint
CREATE INDEX "ad_metrics_daily_mp_date_idx" ON "ad_metrics_daily" USING btree ("client_id","mp_id","date");--> statement-breakpoint
CREATE INDEX "ad_search_terms_group_idx" ON "ad_search_terms" USING btree ("client_id","profile_id","ad_group_id");--> statement-breakpoint
CREATE INDEX "ads_daily_sku_sku_idx" ON "ads_daily_sku" USING btree ("client_id","sku_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "fees_id_uq" ON "fees" USING btree ("pk_fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fees_client_mp_identifier_uq" ON "fees" USING btree ("client_id","mp_id","identifier");--> statement-breakpoint
CREATE INDEX "orders_client_mp_date_idx" ON "orders" USING btree ("client_id","mp_id","purchase_date");--> statement-breakpoint
CREATE INDEX "orders_client_sku_idx" ON "orders" USING btree ("client_id","sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_id_uq" ON "prices" USING btree ("pk_price_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_client_product_uq" ON "prices" USING btree ("client_id","fk_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_id_uq" ON "products" USING btree ("pk_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_client_mp_identifier_uq" ON "products" USING btree ("client_id","mp_id","identifier","mp_sku_code");--> statement-breakpoint
CREATE INDEX "products_client_mp_sku_idx" ON "products" USING btree ("client_id","mp_id","sku_code");--> statement-breakpoint
CREATE INDEX "returns_client_mp_date_idx" ON "returns" USING btree ("client_id","mp_id","return_date");--> statement-breakpoint
CREATE INDEX "returns_client_order_idx" ON "returns" USING btree ("client_id","mp_id","order_id");--> statement-breakpoint
CREATE INDEX "sales_daily_sku_sku_idx" ON "sales_daily_sku" USING btree ("client_id","sku_id","date");--> statement-breakpoint
CREATE INDEX "settlements_client_mp_order_idx" ON "settlements" USING btree ("client_id","mp_id","order_id");--> statement-breakpoint
CREATE INDEX "settlements_client_mp_settlement_idx" ON "settlements" USING btree ("client_id","mp_id","settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_client_mp_deposit_idx" ON "settlements" USING btree ("client_id","mp_id","deposit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_costs_client_sku_wh_uq" ON "sku_costs" USING btree ("client_id","fk_sku_id","fk_warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_id_uq" ON "skus" USING btree ("pk_sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_client_code_uq" ON "skus" USING btree ("client_id","sku_code");--> statement-breakpoint
CREATE INDEX "skus_client_brand_idx" ON "skus" USING btree ("client_id","fk_brand_id");