-- The advertising analyses run after the morning's Ads report pull (06:20) instead of before it. The scheduler
-- only inserts the jobs it has not seen, so an installation that already has them keeps the early times: move
-- each to its new time where it still has the old default (a schedule someone changed in the console is theirs).
UPDATE "cron_jobs" SET "cron_schedule" = '15 8 * * *', "updated_at" = now()
WHERE "job_name" = 'ad_analyses.Dispatcher.t11_search_terms_and_targets' AND "variant" = 'default'
  AND "cron_schedule" = '15 5 * * *';
--> statement-breakpoint
UPDATE "cron_jobs" SET "cron_schedule" = '45 8 * * *', "updated_at" = now()
WHERE "job_name" = 'ad_analyses.Dispatcher.t12_ad_product_stock' AND "variant" = 'default'
  AND "cron_schedule" = '45 5 * * *';
--> statement-breakpoint
UPDATE "cron_jobs" SET "cron_schedule" = '30 9 * * 1', "updated_at" = now()
WHERE "job_name" = 'ad_analyses.Dispatcher.t14_keyword_rank' AND "variant" = 'default'
  AND "cron_schedule" = '30 6 * * 1';
