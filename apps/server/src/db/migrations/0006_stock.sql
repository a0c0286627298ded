CREATE TABLE "fba_stock" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"seller_id" text NOT NULL,
	"sku_code" text NOT NULL,
	"asin" text,
	"fnsku" text,
	"available" integer NOT NULL,
	"inbound" integer NOT NULL,
	"reserved" integer NOT NULL,
	"unfulfillable" integer NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"file_id" integer,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_stock_client_id_mp_id_seller_id_sku_code_pk" PRIMARY KEY("client_id","mp_id","seller_id","sku_code"),
	CONSTRAINT "fba_stock_source_ck" CHECK ("fba_stock"."source" in ('upload', 'sp-api', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "inventory_files" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"file_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"seller_id" text,
	"uploaded_by" integer,
	"row_count" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_files_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_rows" (
	"client_id" integer NOT NULL,
	"inventory_file_id" integer NOT NULL,
	"row" integer NOT NULL,
	"ops_sku_code" text NOT NULL,
	"mp_sku_code" text,
	"retailer_sku_code" text,
	"quantity" integer NOT NULL,
	"warehouse" text,
	CONSTRAINT "inventory_rows_client_id_inventory_file_id_row_pk" PRIMARY KEY("client_id","inventory_file_id","row")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"client_id" integer NOT NULL,
	"fk_warehouse_id" integer NOT NULL,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"file_id" integer,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_client_id_fk_warehouse_id_sku_code_pk" PRIMARY KEY("client_id","fk_warehouse_id","sku_code"),
	CONSTRAINT "stock_source_ck" CHECK ("stock"."source" in ('upload', 'sp-api', 'demo')),
	CONSTRAINT "stock_quantity_ck" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fba_stock" ADD CONSTRAINT "fba_stock_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_stock" ADD CONSTRAINT "fba_stock_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_stock" ADD CONSTRAINT "fba_stock_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_files" ADD CONSTRAINT "inventory_files_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_files" ADD CONSTRAINT "inventory_files_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_files" ADD CONSTRAINT "inventory_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_files" ADD CONSTRAINT "inventory_files_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_rows" ADD CONSTRAINT "inventory_rows_client_id_inventory_file_id_inventory_files_client_id_id_fk" FOREIGN KEY ("client_id","inventory_file_id") REFERENCES "public"."inventory_files"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_client_id_fk_warehouse_id_warehouses_client_id_pk_warehouse_id_fk" FOREIGN KEY ("client_id","fk_warehouse_id") REFERENCES "public"."warehouses"("client_id","pk_warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fba_stock_client_sku_idx" ON "fba_stock" USING btree ("client_id","sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_files_id_uq" ON "inventory_files" USING btree ("id");--> statement-breakpoint
CREATE INDEX "inventory_files_client_created_idx" ON "inventory_files" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_rows_client_ops_idx" ON "inventory_rows" USING btree ("client_id","ops_sku_code");--> statement-breakpoint
CREATE INDEX "stock_client_sku_idx" ON "stock" USING btree ("client_id","sku_code");