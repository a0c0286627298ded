-- The rollups are derived from the facts and rewritten with them; their foreign key to clients checked every row
-- written (about 6 µs each: 1.9 s of a 100,000-line upload's 4.7 s of rollups). A client's rollups are deleted
-- with it by the clients repository (deleteClient) instead of by cascade.
ALTER TABLE "ads_daily_brand" DROP CONSTRAINT "ads_daily_brand_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "ads_daily_sku" DROP CONSTRAINT "ads_daily_sku_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "reconciliation_lines" DROP CONSTRAINT "reconciliation_lines_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily_brand" DROP CONSTRAINT "sales_daily_brand_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily_lines" DROP CONSTRAINT "sales_daily_lines_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily_listing" DROP CONSTRAINT "sales_daily_listing_client_id_clients_pk_client_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily_sku" DROP CONSTRAINT "sales_daily_sku_client_id_clients_pk_client_id_fk";
