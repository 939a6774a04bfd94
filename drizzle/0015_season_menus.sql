CREATE TABLE "season_menu_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"price_per_jar" numeric(10, 2) NOT NULL,
	"jars_per_cover" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "season_menu_courses_price_check" CHECK ("season_menu_courses"."price_per_jar" >= 0),
	CONSTRAINT "season_menu_courses_jars_check" CHECK ("season_menu_courses"."jars_per_cover" > 0)
);
--> statement-breakpoint
CREATE TABLE "season_menu_days" (
	"place_id" uuid NOT NULL,
	"pickup_date" date NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"capacity_covers" integer NOT NULL,
	CONSTRAINT "season_menu_days_place_id_pickup_date_pk" PRIMARY KEY("place_id","pickup_date"),
	CONSTRAINT "season_menu_days_capacity_check" CHECK ("season_menu_days"."capacity_covers" >= 0),
	CONSTRAINT "season_menu_days_hours_check" CHECK ("season_menu_days"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "season_menu_days"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "season_menu_days"."closes" > "season_menu_days"."opens")
);
--> statement-breakpoint
CREATE TABLE "season_menu_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"address" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_menu_places_kind_check" CHECK ("season_menu_places"."kind" in ('kitchen', 'partner', 'lockers'))
);
--> statement-breakpoint
CREATE TABLE "season_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"intro" text DEFAULT '' NOT NULL,
	"intro_en" text,
	"heating" text DEFAULT '' NOT NULL,
	"heating_en" text,
	"image_url" text,
	"cover_choices" integer[] DEFAULT '{2,4,6}'::integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_opens_at" timestamp with time zone NOT NULL,
	"order_closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_menus_status_check" CHECK ("season_menus"."status" in ('draft', 'on-sale', 'closed', 'archived')),
	CONSTRAINT "season_menus_window_check" CHECK ("season_menus"."order_closes_at" > "season_menus"."order_opens_at"),
	CONSTRAINT "season_menus_cover_choices_check" CHECK (cardinality("season_menus"."cover_choices") > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_plan_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "season_menu_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "season_place_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "covers" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "binding_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "season_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "season_menu_courses" ADD CONSTRAINT "season_menu_courses_menu_id_season_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."season_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_menu_courses" ADD CONSTRAINT "season_menu_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_menu_days" ADD CONSTRAINT "season_menu_days_place_id_season_menu_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."season_menu_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_menu_places" ADD CONSTRAINT "season_menu_places_menu_id_season_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."season_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_menu_courses_product_idx" ON "season_menu_courses" USING btree ("menu_id","product_id");--> statement-breakpoint
CREATE INDEX "season_menu_places_menu_idx" ON "season_menu_places" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_menus_slug_idx" ON "season_menus" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_season_menu_id_season_menus_id_fk" FOREIGN KEY ("season_menu_id") REFERENCES "public"."season_menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_season_place_id_season_menu_places_id_fk" FOREIGN KEY ("season_place_id") REFERENCES "public"."season_menu_places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_holding_season_place_idx" ON "orders" USING btree ("season_place_id","delivery_date") WHERE "orders"."season_place_id" is not null and "orders"."status" in ('pending', 'confirmed', 'paid', 'shipped');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_season_check" CHECK (("orders"."season_menu_id" is null and "orders"."season_place_id" is null and "orders"."covers" is null)
        or ("orders"."season_menu_id" is not null and "orders"."season_place_id" is not null and "orders"."covers" > 0
          and "orders"."delivery_date" is not null and "orders"."binding_accepted_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_plan_check" CHECK ("orders"."payment_plan" in ('now', 'at-cutoff', 'at-once'));