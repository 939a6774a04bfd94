ALTER TABLE "orders" drop column "payment_reference";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text GENERATED ALWAYS AS ('K' || substr(replace(id::text, '-', ''), 1, 19)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_operation_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_updated_at" timestamp with time zone;