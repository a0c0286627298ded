CREATE TABLE "marketplace_reports" (
	"client_id" integer NOT NULL,
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"mp_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"sp_report_id" text,
	"report_document_id" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"data_start_time" timestamp with time zone,
	"data_end_time" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_status_at" timestamp with time zone,
	"file_id" integer,
	"imported_rows" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	CONSTRAINT "marketplace_reports_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "marketplace_reports_status_ck" CHECK ("marketplace_reports"."status" in ('REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL', 'DOWNLOADED', 'IMPORTED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_mp_id_marketplaces_pk_mp_id_fk" FOREIGN KEY ("mp_id") REFERENCES "public"."marketplaces"("pk_mp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_client_id_store_id_stores_client_id_pk_store_id_fk" FOREIGN KEY ("client_id","store_id") REFERENCES "public"."stores"("client_id","pk_store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_client_id_file_id_files_client_id_id_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reports_id_uq" ON "marketplace_reports" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reports_in_flight_uq" ON "marketplace_reports" USING btree ("client_id","store_id","report_type","data_start_time","data_end_time") WHERE status in ('REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE');--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reports_sp_report_uq" ON "marketplace_reports" USING btree ("client_id","store_id","sp_report_id") WHERE sp_report_id is not null;--> statement-breakpoint
CREATE INDEX "marketplace_reports_client_mp_idx" ON "marketplace_reports" USING btree ("client_id","mp_id","requested_at");--> statement-breakpoint
CREATE INDEX "marketplace_reports_client_due_idx" ON "marketplace_reports" USING btree ("client_id","next_check_at");