CREATE TABLE "focused_sku_analyses" (
	"client_id" integer NOT NULL,
	"pk_analysis_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"fk_product_id" integer NOT NULL,
	"analysis_date" date NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"risk_level" text NOT NULL,
	"issue_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"sales_30d" numeric(14, 2) NOT NULL,
	"profit_margin" numeric(12, 2),
	"stock_coverage" numeric(8, 1) NOT NULL,
	"rating" numeric(3, 2),
	"buybox_percentage" numeric(5, 2),
	"record" jsonb NOT NULL,
	CONSTRAINT "focused_sku_analyses_client_id_pk_analysis_id_pk" PRIMARY KEY("client_id","pk_analysis_id"),
	CONSTRAINT "focused_sku_analyses_risk_ck" CHECK ("focused_sku_analyses"."risk_level" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "listing_updates" (
	"client_id" integer NOT NULL,
	"pk_update_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"fk_product_id" integer NOT NULL,
	"update_data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"content_version" integer,
	CONSTRAINT "listing_updates_client_id_pk_update_id_pk" PRIMARY KEY("client_id","pk_update_id"),
	CONSTRAINT "listing_updates_status_ck" CHECK ("listing_updates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "listing_updates_decided_ck" CHECK (("listing_updates"."status" = 'pending') = ("listing_updates"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "search_term_comparisons" (
	"client_id" integer NOT NULL,
	"pk_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"fk_user_id" integer,
	"search_term" text NOT NULL,
	"client_retailer_sku" text NOT NULL,
	"client_price" numeric(14, 2) NOT NULL,
	"client_delivery_days" integer NOT NULL,
	"client_slot" text NOT NULL,
	"comp1_retailer_sku" text NOT NULL,
	"comp1_price" numeric(14, 2) NOT NULL,
	"comp1_delivery_days" integer NOT NULL,
	"comp1_slot" text NOT NULL,
	"comp2_retailer_sku" text NOT NULL,
	"comp2_price" numeric(14, 2) NOT NULL,
	"comp2_delivery_days" integer NOT NULL,
	"comp2_slot" text NOT NULL,
	"bid_actions" text NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_term_comparisons_client_id_pk_id_pk" PRIMARY KEY("client_id","pk_id"),
	CONSTRAINT "search_term_comparisons_slot_ck" CHECK ("search_term_comparisons"."client_slot" in ('organic', 'tos', 'ros', 'ba') and "search_term_comparisons"."comp1_slot" in ('organic', 'tos', 'ros', 'ba') and "search_term_comparisons"."comp2_slot" in ('organic', 'tos', 'ros', 'ba')),
	CONSTRAINT "search_term_comparisons_bid_ck" CHECK ("search_term_comparisons"."bid_actions" in ('bid_inc', 'bid_dec', 'pause', 'no_action'))
);
--> statement-breakpoint
CREATE TABLE "sku_comparisons" (
	"client_id" integer NOT NULL,
	"pk_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"fk_sku_id" integer NOT NULL,
	"fk_user_id" integer,
	"sku_code" text NOT NULL,
	"client_retailer_sku" text NOT NULL,
	"comp1_retailer_sku" text NOT NULL,
	"comp2_retailer_sku" text NOT NULL,
	"client_price" numeric(14, 2) NOT NULL,
	"comp1_price" numeric(14, 2) NOT NULL,
	"comp2_price" numeric(14, 2) NOT NULL,
	"client_delivery_days" integer NOT NULL,
	"comp1_delivery_days" integer NOT NULL,
	"comp2_delivery_days" integer NOT NULL,
	"client_ranking" integer NOT NULL,
	"client_review" text,
	"deal_present" boolean DEFAULT false NOT NULL,
	"coupon_present" boolean DEFAULT false NOT NULL,
	"ams_present" boolean DEFAULT false NOT NULL,
	"catalog_issues" text NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_comparisons_client_id_pk_id_pk" PRIMARY KEY("client_id","pk_id"),
	CONSTRAINT "sku_comparisons_catalog_ck" CHECK ("sku_comparisons"."catalog_issues" in ('no_issues', 'image', 'title', 'image_title', 'a_plus_content', 'variation')),
	CONSTRAINT "sku_comparisons_numbers_ck" CHECK ("sku_comparisons"."client_price" >= 0 and "sku_comparisons"."comp1_price" >= 0 and "sku_comparisons"."comp2_price" >= 0 and "sku_comparisons"."client_delivery_days" >= 0 and "sku_comparisons"."comp1_delivery_days" >= 0 and "sku_comparisons"."comp2_delivery_days" >= 0 and "sku_comparisons"."client_ranking" >= 0)
);
--> statement-breakpoint
ALTER TABLE "focused_sku_analyses" ADD CONSTRAINT "focused_sku_analyses_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focused_sku_analyses" ADD CONSTRAINT "focused_sku_analyses_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focused_sku_analyses" ADD CONSTRAINT "focused_sku_analyses_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_updates" ADD CONSTRAINT "listing_updates_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_updates" ADD CONSTRAINT "listing_updates_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_updates" ADD CONSTRAINT "listing_updates_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_updates" ADD CONSTRAINT "listing_updates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_updates" ADD CONSTRAINT "listing_updates_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_comparisons" ADD CONSTRAINT "search_term_comparisons_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_comparisons" ADD CONSTRAINT "search_term_comparisons_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_comparisons" ADD CONSTRAINT "search_term_comparisons_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_comparisons" ADD CONSTRAINT "sku_comparisons_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_comparisons" ADD CONSTRAINT "sku_comparisons_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_comparisons" ADD CONSTRAINT "sku_comparisons_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_comparisons" ADD CONSTRAINT "sku_comparisons_client_id_fk_sku_id_skus_client_id_pk_sku_id_fk" FOREIGN KEY ("client_id","fk_sku_id") REFERENCES "public"."skus"("client_id","pk_sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "focused_sku_analyses_id_uq" ON "focused_sku_analyses" USING btree ("pk_analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "focused_sku_analyses_product_day_uq" ON "focused_sku_analyses" USING btree ("client_id","fk_product_id","analysis_date");--> statement-breakpoint
CREATE INDEX "focused_sku_analyses_mp_day_idx" ON "focused_sku_analyses" USING btree ("client_id","mp_id","analysis_date");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_updates_id_uq" ON "listing_updates" USING btree ("pk_update_id");--> statement-breakpoint
CREATE INDEX "listing_updates_pending_idx" ON "listing_updates" USING btree ("client_id","mp_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_term_comparisons_id_uq" ON "search_term_comparisons" USING btree ("pk_id");--> statement-breakpoint
CREATE INDEX "search_term_comparisons_user_idx" ON "search_term_comparisons" USING btree ("client_id","fk_user_id","dt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_comparisons_id_uq" ON "sku_comparisons" USING btree ("pk_id");--> statement-breakpoint
CREATE INDEX "sku_comparisons_user_idx" ON "sku_comparisons" USING btree ("client_id","fk_user_id","dt_create");--> statement-breakpoint
CREATE INDEX "sku_comparisons_sku_idx" ON "sku_comparisons" USING btree ("client_id","fk_sku_id","mp_id","dt_create");