ALTER TABLE "fba_stock" ADD COLUMN "aged_91_180" integer;--> statement-breakpoint
ALTER TABLE "fba_stock" ADD COLUMN "aged_181_plus" integer;--> statement-breakpoint
ALTER TABLE "fba_stock" ADD COLUMN "aged_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "fba_stock" ADD COLUMN "stranded" integer;