-- Listing Tracker approvers hold modify:product_data (issue 19 item 8); the catalogue named the right
-- approve:product_data before. The new code is added here (the start's catalogue sync then sets its name), every
-- role that held the old code is granted the new one, and the old code goes (its grants cascade with it), so
-- nobody who could approve loses the right and the permission-group editor no longer offers the old code.
INSERT INTO "permissions" ("code", "module", "action", "name")
VALUES ('modify:product_data', 'listing', 'modify', 'Approve listing updates')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("client_id", "role_id", "permission_code")
SELECT "client_id", "role_id", 'modify:product_data' FROM "role_permissions"
WHERE "permission_code" = 'approve:product_data'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "permissions" WHERE "code" = 'approve:product_data';
