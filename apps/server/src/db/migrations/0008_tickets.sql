CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "invoices" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"fk_warehouse_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"vendor_name" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"invoice_value" numeric(16, 2) NOT NULL,
	"invoice_units" integer NOT NULL,
	"shipping_cost" numeric(16, 2) NOT NULL,
	"other_costs" numeric(16, 2) NOT NULL,
	"cbm" numeric(14, 4) NOT NULL,
	"file_id" integer NOT NULL,
	"ticket_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_comments_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "ticket_history" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"ticket_id" integer,
	"ticket_type_id" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_history_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "ticket_history_field" CHECK ("ticket_history"."field" in ('status', 'owner', 'percent_completion', 'eta'))
);
--> statement-breakpoint
CREATE TABLE "ticket_items" (
	"client_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"item_no" integer NOT NULL,
	"data" jsonb NOT NULL,
	"action_taken" text,
	"editable_fields" jsonb,
	"result" jsonb,
	"reflected" boolean,
	"acted_by" integer,
	"dt_action" timestamp with time zone,
	CONSTRAINT "ticket_items_client_id_ticket_id_item_no_pk" PRIMARY KEY("client_id","ticket_id","item_no")
);
--> statement-breakpoint
CREATE TABLE "ticket_type_etas" (
	"client_id" integer NOT NULL,
	"ticket_type_id" text NOT NULL,
	"eta" integer NOT NULL,
	CONSTRAINT "ticket_type_etas_client_id_ticket_type_id_pk" PRIMARY KEY("client_id","ticket_type_id"),
	CONSTRAINT "ticket_type_etas_eta" CHECK ("ticket_type_etas"."eta" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"ticket_type_id" text PRIMARY KEY NOT NULL,
	"ticket_type_name" text NOT NULL,
	"ticket_type_description" text NOT NULL,
	"eta" integer NOT NULL,
	"form_settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"client_id" integer NOT NULL,
	"pk_ticket_id" serial NOT NULL,
	"fk_ticket_type_id" text NOT NULL,
	"fk_creator_id" integer,
	"creator_name" text DEFAULT '' NOT NULL,
	"fk_owner_id" integer,
	"owner_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"percent_completion" integer DEFAULT 0 NOT NULL,
	"dt_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_assign" timestamp with time zone,
	"dt_completion" timestamp with time zone,
	"fk_mp_id" integer,
	"fk_brand_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"requested_content_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"drive_link" text,
	"num_items" integer DEFAULT 0 NOT NULL,
	"search_doc" text DEFAULT '' NOT NULL,
	CONSTRAINT "tickets_client_id_pk_ticket_id_pk" PRIMARY KEY("client_id","pk_ticket_id"),
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('PENDING', 'INPROGRESS', 'RESOLVED', 'REVIEWED')),
	CONSTRAINT "tickets_percent" CHECK ("tickets"."percent_completion" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_warehouse_id_warehouses_pk_warehouse_id_fk" FOREIGN KEY ("fk_warehouse_id") REFERENCES "public"."warehouses"("pk_warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_client_id_ticket_id_tickets_client_id_pk_ticket_id_fk" FOREIGN KEY ("client_id","ticket_id") REFERENCES "public"."tickets"("client_id","pk_ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_client_id_ticket_id_tickets_client_id_pk_ticket_id_fk" FOREIGN KEY ("client_id","ticket_id") REFERENCES "public"."tickets"("client_id","pk_ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_items" ADD CONSTRAINT "ticket_items_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_items" ADD CONSTRAINT "ticket_items_client_id_ticket_id_tickets_client_id_pk_ticket_id_fk" FOREIGN KEY ("client_id","ticket_id") REFERENCES "public"."tickets"("client_id","pk_ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_etas" ADD CONSTRAINT "ticket_type_etas_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_etas" ADD CONSTRAINT "ticket_type_etas_ticket_type_id_ticket_types_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("ticket_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_fk_ticket_type_id_ticket_types_ticket_type_id_fk" FOREIGN KEY ("fk_ticket_type_id") REFERENCES "public"."ticket_types"("ticket_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_fk_creator_id_users_id_fk" FOREIGN KEY ("fk_creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_fk_owner_id_users_id_fk" FOREIGN KEY ("fk_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_fk_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("fk_mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_fk_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_vendor_idx" ON "invoices" USING btree ("client_id","vendor_name");--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("client_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket_idx" ON "ticket_history" USING btree ("client_id","ticket_id","at");--> statement-breakpoint
CREATE INDEX "ticket_history_type_idx" ON "ticket_history" USING btree ("client_id","ticket_type_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_id_uq" ON "tickets" USING btree ("pk_ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_client_created_idx" ON "tickets" USING btree ("client_id","dt_creation");--> statement-breakpoint
CREATE INDEX "tickets_client_owner_status_idx" ON "tickets" USING btree ("client_id","fk_owner_id","status","dt_creation");--> statement-breakpoint
CREATE INDEX "tickets_client_creator_status_idx" ON "tickets" USING btree ("client_id","fk_creator_id","status","dt_creation");--> statement-breakpoint
CREATE INDEX "tickets_client_status_idx" ON "tickets" USING btree ("client_id","status","dt_creation");--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ("search_doc" gin_trgm_ops);