CREATE TABLE "ad_action_pushes" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"ticket_id" integer NOT NULL,
	"item_no" integer NOT NULL,
	"profile_id" text NOT NULL,
	"operation" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"answer" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_action_pushes_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "ad_report_requests" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"profile_id" text NOT NULL,
	"report_type" text NOT NULL,
	"report_start_date" date NOT NULL,
	"report_end_date" date NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"ads_report_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error_message" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"replaces_id" integer,
	"file_id" integer,
	"imported_rows" integer,
	CONSTRAINT "ad_report_requests_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "ad_report_requests_status_ck" CHECK ("ad_report_requests"."status" in ('REQUESTED', 'POLLING', 'PROCESSING', 'SUCCESS') or "ad_report_requests"."status" like 'FAILED%')
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ads_client_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ads_client_secret_enc" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ads_refresh_enc" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ads_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD COLUMN "pk_ad_group" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_action_pushes" ADD CONSTRAINT "ad_action_pushes_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_requests" ADD CONSTRAINT "ad_report_requests_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_requests" ADD CONSTRAINT "ad_report_requests_client_id_profile_id_seller_profiles_client_id_profile_id_fk" FOREIGN KEY ("client_id","profile_id") REFERENCES "public"."seller_profiles"("client_id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_requests" ADD CONSTRAINT "ad_report_requests_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_action_pushes_id_uq" ON "ad_action_pushes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "ad_action_pushes_item_idx" ON "ad_action_pushes" USING btree ("client_id","ticket_id","item_no");--> statement-breakpoint
CREATE INDEX "ad_action_pushes_due_idx" ON "ad_action_pushes" USING btree ("next_try_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_report_requests_id_uq" ON "ad_report_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "ad_report_requests_client_created_idx" ON "ad_report_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_report_requests_due_idx" ON "ad_report_requests" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_groups_pk_ad_group_uq" ON "ad_groups" USING btree ("pk_ad_group");