CREATE TABLE "sandbox_portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "retirements_company_year_idx";--> statement-breakpoint
DROP INDEX "retirements_company_date_idx";--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "card_last4" text;--> statement-breakpoint
CREATE INDEX "retirements_company_year_idx" ON "retirements" USING btree ("company_id","year","retired_on","certificate_number","id","tonnes");--> statement-breakpoint
CREATE INDEX "retirements_company_date_idx" ON "retirements" USING btree ("company_id","retired_on","certificate_number","id");