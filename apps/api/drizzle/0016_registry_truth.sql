ALTER TABLE "vintage_serials" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "vintage_serials" CASCADE;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "registry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "registry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "registry_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "min_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "retirements" ALTER COLUMN "serial_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "retirements" ALTER COLUMN "serial_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_vintages" ADD COLUMN "status" text DEFAULT 'forward' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_vintages" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "project_vintages" ADD COLUMN "expected_delivery_year" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "registry_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "availability" text DEFAULT 'information' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "availability" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "registry_reference" text;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Serials so far were made up by the server: no retirement is confirmed by its registry yet.
UPDATE "retirements" SET "serial_start" = NULL, "serial_end" = NULL;--> statement-breakpoint
CREATE INDEX "retirements_status_idx" ON "retirements" USING btree ("status","created_at");