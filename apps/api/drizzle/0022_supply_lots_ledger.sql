CREATE TABLE "ledger_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"lot_id" uuid NOT NULL,
	"company_id" uuid,
	"kg" integer NOT NULL,
	"reference" text,
	"operation_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_movements_kg_positive" CHECK ("ledger_movements"."kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "supply_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"vintage" integer NOT NULL,
	"status" text NOT NULL,
	"expected_delivery_year" integer,
	"quantity_kg" integer NOT NULL,
	"cost_cents_per_tonne" integer NOT NULL,
	"price_cents_per_tonne" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"registry_key" text NOT NULL,
	"issuance_id" text,
	"serial_block" text,
	"issuance_quantity_kg" integer,
	"evidence" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_lots_quantity_positive" CHECK ("supply_lots"."quantity_kg" > 0),
	CONSTRAINT "supply_lots_price_positive" CHECK ("supply_lots"."price_cents_per_tonne" > 0),
	CONSTRAINT "supply_lots_cost_nonnegative" CHECK ("supply_lots"."cost_cents_per_tonne" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_vintages" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stock_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_lot_id_supply_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."supply_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_lots" ADD CONSTRAINT "supply_lots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_idempotency_uq" ON "ledger_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_movements_operation_idx" ON "ledger_movements" USING btree ("operation_key");--> statement-breakpoint
CREATE INDEX "ledger_movements_lot_idx" ON "ledger_movements" USING btree ("lot_id","kind","kg");--> statement-breakpoint
CREATE INDEX "ledger_movements_company_idx" ON "ledger_movements" USING btree ("company_id","lot_id","kind","kg");--> statement-breakpoint
CREATE INDEX "ledger_movements_reference_idx" ON "ledger_movements" USING btree ("reference","lot_id","kind","kg");--> statement-breakpoint
CREATE INDEX "supply_lots_project_vintage_idx" ON "supply_lots" USING btree ("project_id","vintage");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_lots_serial_block_uq" ON "supply_lots" USING btree ("registry_key","serial_block") WHERE "supply_lots"."serial_block" is not null;--> statement-breakpoint
-- Stock and prices exist only as supply lots from now on: what the catalogue generated before
-- is withdrawn, and each project offers nothing until an operator records a lot (the demo
-- seeds demo lots). Vintage rows stay, since holdings and orders point to them.
UPDATE "project_vintages" SET "credits_available" = 0;--> statement-breakpoint
UPDATE "projects" SET "credits_available" = 0, "min_price_cents" = NULL, "availability" = 'information';
