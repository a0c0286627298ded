-- Issue 16. An upload's approval ticket (T16) is the system's: blank creator, shown as System; who uploaded is
-- the stored file's creator (files.created_by), which the four-eyes rule reads. Older T16 tickets recorded the
-- uploader as creator.
UPDATE "tickets" SET "fk_creator_id" = NULL, "creator_name" = '' WHERE "fk_ticket_type_id" = 'T16';--> statement-breakpoint
-- An invoice whose ticket was deleted (possible before the ticket became the system's) points nowhere.
UPDATE "invoices" SET "ticket_id" = NULL WHERE "ticket_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tickets" WHERE "tickets"."client_id" = "invoices"."client_id" AND "tickets"."pk_ticket_id" = "invoices"."ticket_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ticket_fk" FOREIGN KEY ("client_id","ticket_id") REFERENCES "public"."tickets"("client_id","pk_ticket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_ticket_idx" ON "invoices" USING btree ("client_id","ticket_id");
