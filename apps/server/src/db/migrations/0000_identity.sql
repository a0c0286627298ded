CREATE TABLE "clients" (
	"pk_client_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"country" text,
	"timezone" text,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"code" text PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"client_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permission_code" text NOT NULL,
	CONSTRAINT "role_permissions_client_id_role_id_permission_code_pk" PRIMARY KEY("client_id","role_id","permission_code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 2 NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_client_id_user_id_role_id_pk" PRIMARY KEY("client_id","user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_sa" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_update" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"pk_brand_id" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"brand_code" text NOT NULL,
	"managed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplaces" (
	"pk_mp_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"website_url" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"language_code" text NOT NULL,
	"timezone" text NOT NULL,
	"vat_rate" numeric(6, 4) DEFAULT '0.18' NOT NULL,
	"endpoint_baseurl" text,
	"has_db_models" boolean DEFAULT true NOT NULL,
	"developer_id_enc" text,
	"developer_secret_enc" text,
	"extras1_enc" text,
	"extras2_enc" text
);
--> statement-breakpoint
CREATE TABLE "seller_profiles" (
	"client_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_type" text NOT NULL,
	"fk_mp_id" integer NOT NULL,
	CONSTRAINT "seller_profiles_client_id_profile_id_pk" PRIMARY KEY("client_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "user_brands" (
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "user_brands_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "user_marketplaces" (
	"user_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	CONSTRAINT "user_marketplaces_user_id_mp_id_pk" PRIMARY KEY("user_id","mp_id")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	CONSTRAINT "user_profiles_client_id_user_id_profile_id_pk" PRIMARY KEY("client_id","user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "user_warehouses" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "user_warehouses_client_id_user_id_warehouse_id_pk" PRIMARY KEY("client_id","user_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_marketplaces" (
	"client_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	CONSTRAINT "warehouse_marketplaces_client_id_warehouse_id_mp_id_pk" PRIMARY KEY("client_id","warehouse_id","mp_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"client_id" integer NOT NULL,
	"pk_warehouse_id" serial NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"email_id" text NOT NULL,
	"poc_name" text NOT NULL,
	"poc_number" text NOT NULL,
	CONSTRAINT "warehouses_client_id_pk_warehouse_id_pk" PRIMARY KEY("client_id","pk_warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_code_permissions_code_fk" FOREIGN KEY ("permission_code") REFERENCES "public"."permissions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_client_id_role_id_roles_client_id_id_fk" FOREIGN KEY ("client_id","role_id") REFERENCES "public"."roles"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_client_id_user_id_memberships_client_id_user_id_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."memberships"("client_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_client_id_role_id_roles_client_id_id_fk" FOREIGN KEY ("client_id","role_id") REFERENCES "public"."roles"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_fk_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("fk_mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brands" ADD CONSTRAINT "user_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_brands" ADD CONSTRAINT "user_brands_brand_id_brands_pk_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("pk_brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_marketplaces" ADD CONSTRAINT "user_marketplaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_marketplaces" ADD CONSTRAINT "user_marketplaces_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warehouses" ADD CONSTRAINT "user_warehouses_client_id_warehouse_id_warehouses_client_id_pk_warehouse_id_fk" FOREIGN KEY ("client_id","warehouse_id") REFERENCES "public"."warehouses"("client_id","pk_warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_marketplaces" ADD CONSTRAINT "warehouse_marketplaces_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_marketplaces" ADD CONSTRAINT "warehouse_marketplaces_client_id_warehouse_id_warehouses_client_id_pk_warehouse_id_fk" FOREIGN KEY ("client_id","warehouse_id") REFERENCES "public"."warehouses"("client_id","pk_warehouse_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_id_uq" ON "roles" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_client_name_uq" ON "roles" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_uq" ON "brands" USING btree ("brand_code");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplaces_short_code_uq" ON "marketplaces" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_profiles_profile_uq" ON "seller_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "user_profiles_user_idx" ON "user_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_warehouses_user_idx" ON "user_warehouses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_id_uq" ON "warehouses" USING btree ("pk_warehouse_id");