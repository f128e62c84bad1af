ALTER TABLE "retirements" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "registry";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "registry_url";