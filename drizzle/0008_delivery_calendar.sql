CREATE TABLE "delivery_calendar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekdays" integer[] DEFAULT '{3,5}'::integer[] NOT NULL,
	"cutoff_days_before" integer DEFAULT 2 NOT NULL,
	"cutoff_time" text DEFAULT '12:00' NOT NULL,
	"capacity_jars" integer DEFAULT 400 NOT NULL,
	"closed_each_year" text[] DEFAULT '{12-24,12-25,12-26,12-31,01-01}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_calendar_one_row" CHECK ("delivery_calendar"."id" = 1),
	CONSTRAINT "delivery_calendar_weekdays_check" CHECK ("delivery_calendar"."weekdays" <@ '{0,1,2,3,4,5,6}'::integer[] and cardinality("delivery_calendar"."weekdays") > 0),
	CONSTRAINT "delivery_calendar_cutoff_check" CHECK ("delivery_calendar"."cutoff_days_before" between 0 and 14),
	CONSTRAINT "delivery_calendar_time_check" CHECK ("delivery_calendar"."cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_calendar_capacity_check" CHECK ("delivery_calendar"."capacity_jars" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_days" (
	"date" date PRIMARY KEY NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"capacity_jars" integer,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_days_capacity_check" CHECK ("delivery_days"."capacity_jars" is null or "delivery_days"."capacity_jars" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
CREATE INDEX "orders_holding_delivery_date_idx" ON "orders" USING btree ("delivery_date") WHERE "orders"."status" in ('pending', 'paid', 'shipped');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_daily_limit_check" CHECK ("products"."daily_limit" is null or "products"."daily_limit" > 0);--> statement-breakpoint
-- Hand-written: the calendar's one row with its defaults (docs/product.md, Delivery), and when the orders
-- already called off were (their last change).
INSERT INTO "delivery_calendar" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;
