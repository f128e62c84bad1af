ALTER TABLE "projects" ALTER COLUMN "standard" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "purchase_programmes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "source_records" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "provenance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A buyer's purchase programme is not a standard: move it to purchase_programmes.
UPDATE "projects" SET "purchase_programmes" = jsonb_build_array("standard"), "standard" = NULL
WHERE "standard" IS NOT NULL AND "standard" NOT IN ('Verified Carbon Standard (VCS)', 'Gold Standard for the Global Goals', 'Isometric Standard', 'Puro Standard');
