ALTER TABLE "orders" ADD COLUMN "pickup_reminded_at" timestamp with time zone;--> statement-breakpoint
-- A season menu's change (its status, names, places) changes what every guest's page names in
-- its header and footer: the page cache forgets its pages, as for products (migration 0010).
CREATE TRIGGER season_menus_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON season_menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER season_menu_courses_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON season_menu_courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER season_menu_places_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON season_menu_places
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER season_menu_days_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON season_menu_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
