-- The shop says "locker" for an Økoskab throughout (Økoskabet's API says "shed", and only its
-- wire format and the orders' and subscriptions' shed_info column keep that word).
ALTER TABLE "shipments" RENAME COLUMN "shed_id" TO "locker_id";--> statement-breakpoint
-- A fixed subscription delivery's place keeps its locker under "locker" now.
UPDATE "subscription_deliveries"
  SET "place" = ("place" - 'shed') || jsonb_build_object('locker', "place" -> 'shed')
  WHERE "place" ? 'shed';
