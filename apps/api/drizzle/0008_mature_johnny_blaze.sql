CREATE TABLE "contribution_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contribution_id" uuid NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"portfolio" text NOT NULL,
	"kg" integer DEFAULT 0 NOT NULL,
	"shortfall_kg" integer DEFAULT 0 NOT NULL,
	"certificate_number" text,
	"provider_created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_magic_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_project_pools" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"kg" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribution_retirements" (
	"invoice_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kg" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_retirements_invoice_id_project_id_pk" PRIMARY KEY("invoice_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"customer_id" uuid,
	"provider_customer_id" text,
	"subscription_id" text,
	"frequency" text NOT NULL,
	"portfolio" text NOT NULL,
	"emission_type" text NOT NULL,
	"calculator_settings" jsonb NOT NULL,
	"tonnes_per_year" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"status_at" timestamp with time zone,
	"subscription_event_at" timestamp with time zone,
	"locale" text NOT NULL,
	"next_billing_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"contribution_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"card" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contribution_invoices" ADD CONSTRAINT "contribution_invoices_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_magic_links" ADD CONSTRAINT "contribution_magic_links_customer_id_contribution_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."contribution_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_project_pools" ADD CONSTRAINT "contribution_project_pools_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_retirements" ADD CONSTRAINT "contribution_retirements_invoice_id_contribution_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."contribution_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_retirements" ADD CONSTRAINT "contribution_retirements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_customer_id_contribution_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."contribution_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_customers_email_idx" ON "contribution_customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_invoices_provider_idx" ON "contribution_invoices" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_invoices_certificate_idx" ON "contribution_invoices" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "contribution_invoices_contribution_idx" ON "contribution_invoices" USING btree ("contribution_id","provider_created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_magic_links_hash_idx" ON "contribution_magic_links" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_session_idx" ON "contributions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_subscription_idx" ON "contributions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "contributions_customer_idx" ON "contributions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_customers_email_idx" ON "sandbox_customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_idx" ON "webhook_events" USING btree ("provider","event_id");