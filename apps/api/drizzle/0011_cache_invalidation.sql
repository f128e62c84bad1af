-- Read caches (docs/decisions/092): every write to a table that a cached read depends on
-- notifies `kelp_cache` with the table's name. NOTIFY is delivered on commit, once per
-- transaction and payload, to every API instance listening; they drop what the table feeds.
-- New sessions and users change no cached read, so only their updates and deletes notify.
CREATE OR REPLACE FUNCTION kelp_notify_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kelp_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kelp_cache_projects AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_project_texts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_texts" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_project_scores AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_scores" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_project_vintages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_vintages" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_users AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_memberships AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_companies AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_staff_members AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff_members" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_purchases AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchases" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_retirements AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "retirements" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_retirement_year_totals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "retirement_year_totals" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_holdings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holdings" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_offers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
--> statement-breakpoint
CREATE TRIGGER kelp_cache_offer_items AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_items" FOR EACH STATEMENT EXECUTE FUNCTION kelp_notify_cache();
