CREATE TABLE "form_tokens" (
	"token" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"agreement_id" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_charges_status_check" CHECK ("order_charges"."status" in ('due', 'charging', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD COLUMN "prices" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD COLUMN "place" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "agreed_price" integer;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_tokens_created_idx" ON "form_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_charges_due_idx" ON "order_charges" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Subscription orders made before charges were rows, and not yet charged, are charged from here.
INSERT INTO "order_charges" ("order_id", "agreement_id")
SELECT o."id", s."quickpay_id" FROM "orders" o JOIN "subscriptions" s ON s."id" = o."subscription_id"
WHERE o."status" = 'pending' AND o."payment_id" IS NULL AND s."quickpay_id" IS NOT NULL;
