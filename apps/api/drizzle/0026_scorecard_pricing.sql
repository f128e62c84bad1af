ALTER TABLE "scorecards" ADD COLUMN "price_cents_per_tonne" integer;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "price_source" text;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
-- Scorecards generated before prices came from the stock were quoted at a fixed assumed 25 EUR/t.
UPDATE "scorecards" SET "price_cents_per_tonne" = 2500, "price_source" = 'estimate' WHERE "emissions_tonnes" IS NOT NULL;
