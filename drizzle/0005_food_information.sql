ALTER TABLE "products" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredient_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "days_after_opening" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preparation" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preparation_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "oe_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_allergens_check" CHECK ("products"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[] and "products"."may_contain" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_diets_check" CHECK ("products"."diets" <@ array['vegetarian', 'vegan']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_quantity_check" CHECK (("products"."net_quantity" is null) = ("products"."net_unit" is null) and ("products"."net_quantity" is null or "products"."net_quantity" > 0) and ("products"."net_unit" is null or "products"."net_unit" in ('g', 'ml')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_check" CHECK (("products"."shelf_life_days" is null or "products"."shelf_life_days" > 0) and ("products"."days_after_opening" is null or "products"."days_after_opening" > 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organic_origin_check" CHECK ("products"."organic_origin" is null or "products"."organic_origin" in ('dk', 'eu', 'eu_non_eu'));--> statement-breakpoint
-- Hand-written: the first nutrition values (energy in kcal) gets its kJ, stored beside it
-- (declared values, not computed on display); the admin corrects it where the label differs.
UPDATE "products" SET "nutritional_info" = "nutritional_info" || jsonb_build_object('energy_kj', round(("nutritional_info"->>'energy')::numeric * 4.184))
WHERE "nutritional_info" ? 'energy' AND NOT "nutritional_info" ? 'energy_kj' AND jsonb_typeof("nutritional_info"->'energy') = 'number';--> statement-breakpoint
-- The net quantity from the weight text where it says one plainly ("500 g", "0,75 l").
UPDATE "products" SET
  "net_quantity" = round(replace(parsed.m[1], ',', '.')::numeric * (CASE lower(parsed.m[2]) WHEN 'kg' THEN 1000 WHEN 'l' THEN 1000 WHEN 'dl' THEN 100 WHEN 'cl' THEN 10 ELSE 1 END))::integer,
  "net_unit" = CASE WHEN lower(parsed.m[2]) IN ('g', 'kg') THEN 'g' ELSE 'ml' END
FROM (SELECT "id", regexp_match("weight", '^\s*(\d+(?:[.,]\d+)?)\s*(kg|g|ml|cl|dl|l)\s*$', 'i') AS m FROM "products") AS parsed
WHERE parsed."id" = "products"."id" AND parsed.m IS NOT NULL AND replace(parsed.m[1], ',', '.')::numeric > 0;
