CREATE TABLE "retirement_year_totals" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"tonnes" bigint DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retirement_year_totals_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
DROP INDEX "retirements_company_year_idx";--> statement-breakpoint
DROP INDEX "retirements_company_date_idx";--> statement-breakpoint
ALTER TABLE "retirement_year_totals" ADD CONSTRAINT "retirement_year_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retirements_company_year_idx" ON "retirements" USING btree ("company_id","year","retired_on","id","tonnes");--> statement-breakpoint
CREATE INDEX "retirements_company_date_idx" ON "retirements" USING btree ("company_id","retired_on","id");