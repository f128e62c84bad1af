ALTER TABLE "documents" ADD COLUMN "title_de" text;--> statement-breakpoint
-- Invoices and retirement certificates written before this migration carry one title, in the
-- language of whoever accepted or retired: give them both.
UPDATE "documents" SET "title" = 'Invoice ' || substring("title" from 'INV-.*$'), "title_de" = 'Rechnung ' || substring("title" from 'INV-.*$') WHERE "title" ~ '^(Invoice|Rechnung) INV-';--> statement-breakpoint
UPDATE "documents" SET "title" = 'Retirement certificate ' || substring("title" from 'KELP-RC-.*$'), "title_de" = 'Stilllegungszertifikat ' || substring("title" from 'KELP-RC-.*$') WHERE "title" ~ '^(Retirement certificate|Stilllegungszertifikat) KELP-RC-';
