ALTER TABLE "ad_metrics_daily" ADD COLUMN "attribution_days" smallint;--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" DROP CONSTRAINT "ad_metrics_daily_type_ck";--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" ADD CONSTRAINT "ad_metrics_daily_type_ck" CHECK ("ad_metrics_daily"."entity_type" in ('campaign', 'ad_group', 'ad_product', 'target', 'search_term', 'placement'));--> statement-breakpoint
CREATE TABLE "ad_metrics_period" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mp_id" integer NOT NULL,
	"campaign_id" text,
	"ad_group_id" text,
	"attribution_days" smallint,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_metrics_period_client_id_profile_id_entity_type_entity_id_start_date_end_date_pk" PRIMARY KEY("client_id","profile_id","entity_type","entity_id","start_date","end_date"),
	CONSTRAINT "ad_metrics_period_type_ck" CHECK ("ad_metrics_period"."entity_type" in ('campaign', 'ad_group', 'ad_product', 'target', 'search_term', 'placement')),
	CONSTRAINT "ad_metrics_period_span_ck" CHECK ("ad_metrics_period"."end_date" >= "ad_metrics_period"."start_date")
);
--> statement-breakpoint
ALTER TABLE "ad_metrics_period" ADD CONSTRAINT "ad_metrics_period_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_metrics_period_group_idx" ON "ad_metrics_period" USING btree ("client_id","profile_id","ad_group_id","start_date");
