CREATE TABLE "notification_recipients" (
	"msg_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "notification_recipients_msg_id_user_id_pk" PRIMARY KEY("msg_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"pk_msg_id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"location" smallint DEFAULT 1 NOT NULL,
	"audience" text NOT NULL,
	"client_id" integer,
	"sender_user_id" integer,
	"sender" text NOT NULL,
	"redirect_url" text,
	"dt_create" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_msg_id_notifications_pk_msg_id_fk" FOREIGN KEY ("msg_id") REFERENCES "public"."notifications"("pk_msg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_pk_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("pk_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_dt_create_idx" ON "notifications" USING btree ("dt_create");--> statement-breakpoint
CREATE INDEX "notifications_client_idx" ON "notifications" USING btree ("client_id");