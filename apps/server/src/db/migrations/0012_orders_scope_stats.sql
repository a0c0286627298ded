-- Grid totals above a bound are the planner's estimate (platform/grid gridTotal). Client, marketplace and SKU of
-- an order line depend on each other, so the planner multiplied their selectivities and guessed 449,636 lines for
-- 568,159 and 9,847 for 30,945; with these statistics (taken by ANALYZE) 576,371 and 27,454.
CREATE STATISTICS IF NOT EXISTS "orders_scope_stats" (dependencies, ndistinct, mcv) ON "client_id", "mp_id", "sku_code" FROM "orders";
