CREATE TABLE "cron_jobs" (
	"pk_job_id" serial PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"variant" text DEFAULT 'default' NOT NULL,
	"comments" text,
	"cron_schedule" text,
	"job_enabled" boolean DEFAULT true NOT NULL,
	"args" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changing_kwargs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "cron_jobs_args_array_ck" CHECK (jsonb_typeof("cron_jobs"."args") = 'array'),
	CONSTRAINT "cron_jobs_kwargs_object_ck" CHECK (jsonb_typeof("cron_jobs"."changing_kwargs") = 'object')
);
--> statement-breakpoint
CREATE TABLE "job_run_errors" (
	"pk_error_id" bigserial PRIMARY KEY NOT NULL,
	"fk_job_run_id" bigint NOT NULL,
	"error_type" text NOT NULL,
	"msg" text NOT NULL,
	"params" jsonb,
	"system_tracking_id" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"pk_job_run_id" bigserial PRIMARY KEY NOT NULL,
	"fk_job_id" integer NOT NULL,
	"job_name" text NOT NULL,
	"status" text NOT NULL,
	"celery_task_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"args" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changing_kwargs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_id" integer,
	"parent_run_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"instance" text,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	CONSTRAINT "job_runs_status_ck" CHECK ("job_runs"."status" in ('SUCCESS', 'FINISHED', 'FAILED', 'STARTED', 'RETRY', 'QUEUED', 'REVOKED'))
);
--> statement-breakpoint
ALTER TABLE "cron_jobs" ADD CONSTRAINT "cron_jobs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_run_errors" ADD CONSTRAINT "job_run_errors_fk_job_run_id_job_runs_pk_job_run_id_fk" FOREIGN KEY ("fk_job_run_id") REFERENCES "public"."job_runs"("pk_job_run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_fk_job_id_cron_jobs_pk_job_id_fk" FOREIGN KEY ("fk_job_id") REFERENCES "public"."cron_jobs"("pk_job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cron_jobs_name_variant_uq" ON "cron_jobs" USING btree ("job_name","variant");--> statement-breakpoint
CREATE INDEX "job_run_errors_run_idx" ON "job_run_errors" USING btree ("fk_job_run_id");--> statement-breakpoint
CREATE INDEX "job_run_errors_created_idx" ON "job_run_errors" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_task_uq" ON "job_runs" USING btree ("celery_task_id");--> statement-breakpoint
CREATE INDEX "job_runs_job_created_idx" ON "job_runs" USING btree ("fk_job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_name_created_idx" ON "job_runs" USING btree ("job_name","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_client_created_idx" ON "job_runs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_active_idx" ON "job_runs" USING btree ("status") WHERE "job_runs"."status" in ('QUEUED', 'STARTED', 'RETRY');