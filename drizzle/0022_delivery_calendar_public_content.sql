-- The delivery weekdays of the calendar's settings are named in guests' pages (the product
-- list's banner, the home page, the terms, the checkout): a change to them makes the page cache
-- forget its pages, as a product's change does (migration 0010).
CREATE TRIGGER delivery_calendar_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_calendar
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
