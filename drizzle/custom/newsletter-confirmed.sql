-- Newsletter double opt-in: addresses that signed up under the old single opt-in flow count as
-- confirmed from the time they signed up (also at the end of the migration that adds the column).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
