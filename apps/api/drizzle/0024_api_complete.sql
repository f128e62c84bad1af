CREATE TABLE "api_idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ALTER COLUMN "tonnes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retirements" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_orders" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_orders" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_sandbox_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_sandbox_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "quantity_kg" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "serial_start" text;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "serial_end" text;--> statement-breakpoint
ALTER TABLE "api_sandbox_retirements" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_keys_uq" ON "api_idempotency_keys" USING btree ("company_id","operation","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_sandbox_retirements_key_uq" ON "api_sandbox_retirements" USING btree ("company_id","idempotency_key");--> statement-breakpoint
UPDATE "api_sandbox_retirements" SET "quantity_kg" = "tonnes" * 1000 WHERE "tonnes" IS NOT NULL;--> statement-breakpoint
UPDATE "api_sandbox_orders" SET "lines" = (
	SELECT jsonb_agg(l || jsonb_build_object(
		'quantityKg', (l->>'tonnes')::int * 1000,
		'lineTotalCents', (l->>'tonnes')::int * (l->>'priceCents')::int))
	FROM jsonb_array_elements("lines") AS l
) WHERE jsonb_array_length("lines") > 0 AND NOT ("lines"->0 ? 'quantityKg');
