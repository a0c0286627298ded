CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"client_id" integer NOT NULL,
	"pk_store_id" serial NOT NULL,
	"mp_id" integer NOT NULL,
	"seller_id" text NOT NULL,
	"store_name" text NOT NULL,
	"account_type" text NOT NULL,
	"token_client_id" text,
	"token_client_secret_enc" text,
	"token_auth_enc" text,
	"token_refresh_enc" text,
	"token_expiry" timestamp with time zone,
	"api_enabled" boolean DEFAULT false NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_client_id_pk_store_id_pk" PRIMARY KEY("client_id","pk_store_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_priorities" (
	"client_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"fk_warehouse_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "warehouse_priorities_client_id_mp_id_fk_warehouse_id_pk" PRIMARY KEY("client_id","mp_id","fk_warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_priorities" ADD CONSTRAINT "warehouse_priorities_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_priorities" ADD CONSTRAINT "warehouse_priorities_client_id_fk_warehouse_id_warehouses_client_id_pk_warehouse_id_fk" FOREIGN KEY ("client_id","fk_warehouse_id") REFERENCES "public"."warehouses"("client_id","pk_warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_client_at_idx" ON "audit_log" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_id_uq" ON "stores" USING btree ("pk_store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_client_mp_seller_uq" ON "stores" USING btree ("client_id","mp_id","seller_id");