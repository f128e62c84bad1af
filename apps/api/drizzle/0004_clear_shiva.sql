CREATE TABLE "project_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"needs" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_scores" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"overall" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_texts" (
	"project_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"summary" text NOT NULL,
	"about" text NOT NULL,
	"take" text NOT NULL,
	"socio" text NOT NULL,
	"environmental" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_texts_project_id_locale_pk" PRIMARY KEY("project_id","locale")
);
--> statement-breakpoint
CREATE TABLE "project_vintages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"credits_available" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"developer" text NOT NULL,
	"country_code" text NOT NULL,
	"location_label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"registry" text NOT NULL,
	"standard" text NOT NULL,
	"registry_id" text NOT NULL,
	"registry_url" text NOT NULL,
	"documentation_url" text,
	"methodology" text,
	"status" text NOT NULL,
	"permanence_years" integer NOT NULL,
	"sdgs" jsonb NOT NULL,
	"score" integer NOT NULL,
	"min_price_cents" integer NOT NULL,
	"credits_available" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_enquiries" ADD CONSTRAINT "project_enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_scores" ADD CONSTRAINT "project_scores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_texts" ADD CONSTRAINT "project_texts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_vintages" ADD CONSTRAINT "project_vintages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_enquiries_project_idx" ON "project_enquiries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_enquiries_created_idx" ON "project_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_vintages_project_year_idx" ON "project_vintages" USING btree ("project_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_score_idx" ON "projects" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "projects_price_idx" ON "projects" USING btree ("min_price_cents","id");--> statement-breakpoint
CREATE INDEX "projects_credits_idx" ON "projects" USING btree ("credits_available","id");--> statement-breakpoint
CREATE INDEX "projects_country_score_idx" ON "projects" USING btree ("country_code","score");--> statement-breakpoint
CREATE INDEX "projects_method_score_idx" ON "projects" USING btree ("method","score");--> statement-breakpoint
CREATE INDEX "projects_type_score_idx" ON "projects" USING btree ("type","score");