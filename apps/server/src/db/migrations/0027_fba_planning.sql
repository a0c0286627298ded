CREATE TABLE "fba_planning" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"sku_code" text NOT NULL,
	"asin" text,
	"fnsku" text,
	"snapshot_date" date,
	"units" integer NOT NULL,
	"age_0_90" integer,
	"age_91_180" integer,
	"age_181_270" integer,
	"age_271_365" integer,
	"age_365_plus" integer,
	"recommended_order_qty" integer,
	"recommended_order_date" date,
	"excess_units" integer,
	"days_of_supply" numeric(10, 1),
	"currency" text,
	"price" numeric(14, 2),
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"file_id" integer,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_planning_client_id_mp_id_report_type_sku_code_pk" PRIMARY KEY("client_id","mp_id","report_type","sku_code"),
	CONSTRAINT "fba_planning_report_type_ck" CHECK ("fba_planning"."report_type" in ('inventory_age', 'restock', 'excess')),
	CONSTRAINT "fba_planning_source_ck" CHECK ("fba_planning"."source" in ('upload', 'demo')),
	CONSTRAINT "fba_planning_units_ck" CHECK ("fba_planning"."units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fba_planning" ADD CONSTRAINT "fba_planning_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_planning" ADD CONSTRAINT "fba_planning_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_planning" ADD CONSTRAINT "fba_planning_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fba_planning_client_sku_idx" ON "fba_planning" USING btree ("client_id","sku_code");
