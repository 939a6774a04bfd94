CREATE TABLE "subscription_deliveries" (
	"subscription_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_deliveries_subscription_id_date_pk" PRIMARY KEY("subscription_id","date")
);
--> statement-breakpoint
CREATE TABLE "subscription_items" (
	"subscription_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "subscription_items_subscription_id_product_id_pk" PRIMARY KEY("subscription_id","product_id"),
	CONSTRAINT "subscription_items_quantity_check" CHECK ("subscription_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"frequency_weeks" integer NOT NULL,
	"delivery_provider" text NOT NULL,
	"shed_info" jsonb,
	"next_date" date NOT NULL,
	"paused_until" date,
	"language" text DEFAULT 'da' NOT NULL,
	"quickpay_id" text,
	"reference" text GENERATED ALWAYS AS ('S' || substr(replace(id::text, '-', ''), 1, 19)) STORED NOT NULL,
	"payment_link" text,
	"card" jsonb,
	"reminded_for" date,
	"declines" integer DEFAULT 0 NOT NULL,
	"operation_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_frequency_check" CHECK ("subscriptions"."frequency_weeks" in (1, 2)),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'paused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_deliveries" ADD CONSTRAINT "subscription_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_deliveries_status_date_idx" ON "subscription_deliveries" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_reference_idx" ON "subscriptions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "subscriptions_status_next_idx" ON "subscriptions" USING btree ("status","next_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_date_idx" ON "orders" USING btree ("subscription_id","delivery_date") WHERE "orders"."subscription_id" is not null;