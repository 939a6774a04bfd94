-- Guests' pages are kept by every app instance (server/page-cache.ts) until the content they
-- show changes: any change to these tables, committed, tells every instance listening on the
-- channel (app/server/public-content.server.ts). One notice per statement, and PostgreSQL
-- folds a transaction's identical notices into one, delivered at commit. (Not app_settings:
-- the background jobs claim their intervals there every minute, and guests' pages show none
-- of it.)
CREATE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('krukke_public_content', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER recipes_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
