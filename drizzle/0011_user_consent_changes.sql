-- Each app instance remembers its signed-in customers' newest cookie choice
-- (app/server/consent.server.ts) instead of asking this table on every page. A change to a
-- customer's choices, committed, tells every instance listening which customer's to forget.
-- Row triggers, with a condition, so a guest's choice (no user) costs nothing; PostgreSQL folds
-- a transaction's identical notices into one (an account's consents deleted with it).
CREATE FUNCTION notify_user_consent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- Forget every customer's.
    PERFORM pg_notify('krukke_user_consent', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('krukke_user_consent', OLD.user_id::text);
  ELSE
    IF NEW.user_id IS NOT NULL THEN
      PERFORM pg_notify('krukke_user_consent', NEW.user_id::text);
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('krukke_user_consent', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cookie_consents_user_inserted AFTER INSERT ON cookie_consents
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL) EXECUTE FUNCTION notify_user_consent_changed();
--> statement-breakpoint
CREATE TRIGGER cookie_consents_user_changed AFTER UPDATE ON cookie_consents
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL OR OLD.user_id IS NOT NULL)
  EXECUTE FUNCTION notify_user_consent_changed();
--> statement-breakpoint
CREATE TRIGGER cookie_consents_user_deleted AFTER DELETE ON cookie_consents
  FOR EACH ROW WHEN (OLD.user_id IS NOT NULL) EXECUTE FUNCTION notify_user_consent_changed();
--> statement-breakpoint
CREATE TRIGGER cookie_consents_truncated AFTER TRUNCATE ON cookie_consents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_consent_changed();
