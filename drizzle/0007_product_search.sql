-- Hand-written: search and facets on the product list (app/lib/product-search.ts,
-- app/lib/product-facets.ts, app/server/catalogue-search.server.ts). The columns are generated
-- by the database and left out of the Drizzle schema, so no select of whole rows (the back
-- office, its audit trail) carries them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Full-text search in each language: the title weighs most, then the short description, the
-- ingredients, the long description. English falls back on the Danish text where a field has
-- no English version, as the pages do.
ALTER TABLE "products" ADD COLUMN "search_da" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('danish', coalesce("title", '')), 'A')
  || setweight(to_tsvector('danish', coalesce("description", '')), 'B')
  || setweight(to_tsvector('danish', coalesce("ingredients", '')), 'C')
  || setweight(to_tsvector('danish', coalesce("description_long", '')), 'D')
) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title_en", "title", '')), 'A')
  || setweight(to_tsvector('english', coalesce("description_en", "description", '')), 'B')
  || setweight(to_tsvector('english', coalesce("ingredients_en", "ingredients", '')), 'C')
  || setweight(to_tsvector('english', coalesce("description_long_en", "description_long", '')), 'D')
) STORED;--> statement-breakpoint
-- A product's facets as bits (app/lib/product-facets.ts: facetBitsOf says the same): type,
-- NOT free from each allergen (contains, may contain, or not declared), diets, organic, new,
-- available.
ALTER TABLE "products" ADD COLUMN "facets" integer GENERATED ALWAYS AS (
  CASE WHEN "type" = 'soup' THEN 524288 ELSE 0 END
  | CASE WHEN "type" = 'dish' THEN 1048576 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'gluten' = ANY("allergens") OR 'gluten' = ANY("may_contain") THEN 1 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'crustaceans' = ANY("allergens") OR 'crustaceans' = ANY("may_contain") THEN 2 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'eggs' = ANY("allergens") OR 'eggs' = ANY("may_contain") THEN 4 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'fish' = ANY("allergens") OR 'fish' = ANY("may_contain") THEN 8 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'peanuts' = ANY("allergens") OR 'peanuts' = ANY("may_contain") THEN 16 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'soy' = ANY("allergens") OR 'soy' = ANY("may_contain") THEN 32 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'milk' = ANY("allergens") OR 'milk' = ANY("may_contain") THEN 64 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'nuts' = ANY("allergens") OR 'nuts' = ANY("may_contain") THEN 128 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'celery' = ANY("allergens") OR 'celery' = ANY("may_contain") THEN 256 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'mustard' = ANY("allergens") OR 'mustard' = ANY("may_contain") THEN 512 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'sesame' = ANY("allergens") OR 'sesame' = ANY("may_contain") THEN 1024 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'sulphites' = ANY("allergens") OR 'sulphites' = ANY("may_contain") THEN 2048 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'lupin' = ANY("allergens") OR 'lupin' = ANY("may_contain") THEN 4096 ELSE 0 END
  | CASE WHEN "allergens" IS NULL OR 'molluscs' = ANY("allergens") OR 'molluscs' = ANY("may_contain") THEN 8192 ELSE 0 END
  | CASE WHEN 'vegetarian' = ANY("diets") THEN 16384 ELSE 0 END
  | CASE WHEN 'vegan' = ANY("diets") THEN 32768 ELSE 0 END
  | CASE WHEN "is_organic" THEN 65536 ELSE 0 END
  | CASE WHEN "is_new" THEN 131072 ELSE 0 END
  | CASE WHEN "available" THEN 262144 ELSE 0 END
) STORED;--> statement-breakpoint
-- Every index is on the products for sale, as every query of the shop's list is.
CREATE INDEX "products_search_da_idx" ON "products" USING gin ("search_da") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en") WHERE "archived_at" IS NULL;--> statement-breakpoint
-- Typos: the title's trigrams (word similarity, `%>`), in each language.
CREATE INDEX "products_title_trgm_da_idx" ON "products" USING gin ("title" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_title_trgm_en_idx" ON "products" USING gin ((coalesce("title_en", "title")) gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The facet counts: an index-only scan of the bits, grouped.
CREATE INDEX "products_facets_idx" ON "products" USING btree ("facets") WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The listing orders besides the newest first (products_for_sale_listing_idx): the price each
-- role sees (app/lib/pricing.ts, rolePrice; a profile discount does not change the order), and
-- the title in Danish alphabetical order (app/lib/product-search.ts, nameSortKey).
CREATE INDEX "products_price_guest_idx" ON "products" USING btree ("base_price", "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_customer_idx" ON "products" USING btree ((coalesce("customer_price", "base_price")), "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_b2b_idx" ON "products" USING btree ((coalesce("b2b_price", "customer_price", "base_price")), "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_da_idx" ON "products" USING btree ((translate(lower("title"), 'æøåäöüéèêáàó', '{|}{|yeeeaao') COLLATE "C"), "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ((translate(lower(coalesce("title_en", "title")), 'æøåäöüéèêáàó', '{|}{|yeeeaao') COLLATE "C"), "id") WHERE "archived_at" IS NULL;
