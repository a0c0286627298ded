CREATE TABLE "buybox_snapshots" (
	"client_id" integer NOT NULL,
	"fk_product_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"is_buy_box_winner" boolean NOT NULL,
	"our_selling_price" numeric(14, 2),
	"competitor_selling_price" numeric(14, 2),
	"competitor_count" integer DEFAULT 0 NOT NULL,
	"is_prime" boolean DEFAULT false NOT NULL,
	"currency_code" text NOT NULL,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buybox_snapshots_client_id_fk_product_id_taken_at_pk" PRIMARY KEY("client_id","fk_product_id","taken_at"),
	CONSTRAINT "buybox_snapshots_competitors_ck" CHECK ("buybox_snapshots"."competitor_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_snapshots" (
	"client_id" integer NOT NULL,
	"fk_product_id" integer NOT NULL,
	"date" date NOT NULL,
	"content_version" integer,
	"idq_score" smallint NOT NULL,
	"missing_attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviews_average_rating" numeric(3, 2),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"sales_rank" integer,
	"keyword" text,
	"keyword_rank" integer,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_snapshots_client_id_fk_product_id_date_pk" PRIMARY KEY("client_id","fk_product_id","date"),
	CONSTRAINT "catalogue_snapshots_idq_ck" CHECK ("catalogue_snapshots"."idq_score" between 0 and 100),
	CONSTRAINT "catalogue_snapshots_rating_ck" CHECK ("catalogue_snapshots"."reviews_average_rating" is null or "catalogue_snapshots"."reviews_average_rating" between 0 and 5),
	CONSTRAINT "catalogue_snapshots_counts_ck" CHECK ("catalogue_snapshots"."reviews_count" >= 0),
	CONSTRAINT "catalogue_snapshots_ranks_ck" CHECK (("catalogue_snapshots"."sales_rank" is null or "catalogue_snapshots"."sales_rank" >= 1) and ("catalogue_snapshots"."keyword_rank" is null or "catalogue_snapshots"."keyword_rank" >= 1))
);
--> statement-breakpoint
CREATE TABLE "listing_content" (
	"client_id" integer NOT NULL,
	"pk_content_id" serial NOT NULL,
	"fk_product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"title" text,
	"bullet_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_a_plus" boolean DEFAULT false NOT NULL,
	"a_plus_content" text,
	"brand" text,
	"model" text,
	"color" text,
	"size" text,
	"variation_theme" text,
	"variation_parent" text,
	"length_cm" numeric(10, 2),
	"width_cm" numeric(10, 2),
	"height_cm" numeric(10, 2),
	"weight_g" numeric(12, 2),
	"product_type" text,
	"category" text,
	"subcategory" text,
	"browse_node_id" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"dt_create" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_content_client_id_pk_content_id_pk" PRIMARY KEY("client_id","pk_content_id"),
	CONSTRAINT "listing_content_version_ck" CHECK ("listing_content"."version" >= 1),
	CONSTRAINT "listing_content_valid_ck" CHECK ("listing_content"."valid_to" is null or "listing_content"."valid_to" >= "listing_content"."valid_from"),
	CONSTRAINT "listing_content_a_plus_ck" CHECK ("listing_content"."a_plus_content" is null or "listing_content"."has_a_plus"),
	CONSTRAINT "listing_content_source_ck" CHECK ("listing_content"."source" in ('demo', 'import', 'listing_update'))
);
--> statement-breakpoint
ALTER TABLE "buybox_snapshots" ADD CONSTRAINT "buybox_snapshots_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buybox_snapshots" ADD CONSTRAINT "buybox_snapshots_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_snapshots" ADD CONSTRAINT "catalogue_snapshots_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_snapshots" ADD CONSTRAINT "catalogue_snapshots_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_content" ADD CONSTRAINT "listing_content_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_content" ADD CONSTRAINT "listing_content_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_content" ADD CONSTRAINT "listing_content_client_id_fk_product_id_products_client_id_pk_product_id_fk" FOREIGN KEY ("client_id","fk_product_id") REFERENCES "public"."products"("client_id","pk_product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_content_id_uq" ON "listing_content" USING btree ("pk_content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_content_product_version_uq" ON "listing_content" USING btree ("client_id","fk_product_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_content_current_uq" ON "listing_content" USING btree ("client_id","fk_product_id") WHERE "listing_content"."valid_to" is null;