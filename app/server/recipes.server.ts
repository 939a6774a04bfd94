/**
 * Reading recipes: the list (newest first) and one recipe. What a guest may see of them is
 * decided in `~/lib/recipes`; this only fetches.
 */
import { desc, eq } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { RecipeRecord } from "~/lib/recipes";
import { getDb } from "./db/index.server";
import { recipes } from "./db/schema.server";
import { logger } from "./logger.server";

const recipeColumns = {
  id: recipes.id,
  title: recipes.title,
  title_en: recipes.title_en,
  ingredients: recipes.ingredients,
  ingredients_en: recipes.ingredients_en,
  instructions: recipes.instructions,
  instructions_en: recipes.instructions_en,
  category: recipes.category,
  image_url: recipes.image_url,
  cook_time: recipes.cook_time,
  serves: recipes.serves,
  difficulty: recipes.difficulty,
  featured: recipes.featured,
};

/**
 * Every recipe, newest first. The list page streams it, and React Router does not report a
 * streamed failure to `handleError`, so a failure is logged here before the page shows its
 * error text.
 */
export async function listRecipes(): Promise<RecipeRecord[]> {
  try {
    return await getDb()
      .select(recipeColumns)
      .from(recipes)
      .orderBy(desc(recipes.created_at), desc(recipes.id));
  } catch (error) {
    logger.error({ err: error }, "could not load the recipe list");
    throw error;
  }
}

/** One recipe, or null (also for an id that is not a UUID: nothing to look up). */
export async function findRecipe(id: string): Promise<RecipeRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(recipeColumns).from(recipes).where(eq(recipes.id, id));
  return row ?? null;
}
