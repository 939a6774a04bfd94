ALTER TABLE "email_outbox" ALTER COLUMN "to_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_hash" text;--> statement-breakpoint
-- The messages already written: the same hash the application computes (outbox.server.ts).
UPDATE "email_outbox" SET "recipient_hash" = encode(sha256(convert_to(lower(trim("to_address")), 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_hash" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secret_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The kinds that carried a confirmation or reset link before the column existed.
UPDATE "email_outbox" SET "secret_link" = true WHERE "template" IN ('confirm-email', 'reset-password', 'newsletter-confirmation');--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient_hash");--> statement-breakpoint
CREATE INDEX "email_outbox_about_idx" ON "email_outbox" USING btree ("about_hash");
