DROP INDEX "orders_holding_delivery_date_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_plan" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreement_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreement_reference" text GENERATED ALWAYS AS ('A' || substr(replace(id::text, '-', ''), 1, 19)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_order_id" text GENERATED ALWAYS AS (case when payment_round = 0 then 'K' || substr(replace(id::text, '-', ''), 1, 19)
            else 'R' || payment_round::text
              || substr(replace(id::text, '-', ''), 1, 19 - length(payment_round::text)) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_agreement_reference_idx" ON "orders" USING btree ("agreement_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_order_id_idx" ON "orders" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "orders_holding_delivery_date_idx" ON "orders" USING btree ("delivery_date") WHERE "orders"."status" in ('pending', 'confirmed', 'paid', 'shipped');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_plan_check" CHECK ("orders"."payment_plan" in ('now', 'at-cutoff'));--> statement-breakpoint
-- Orders paid before authorizations were dated were authorized when they were paid.
UPDATE "orders" SET "authorized_at" = "paid_at" WHERE "payment_id" IS NOT NULL AND "paid_at" IS NOT NULL;
