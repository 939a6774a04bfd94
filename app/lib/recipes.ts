/**
 * The recipe pages' rules: the category filter, 'Ugens opskrift', and what a recipe looks like
 * on a card, to a guest and to a signed-in customer. Guests may see a recipe's title, image
 * and category, never its ingredients or steps: those stay on the server.
 */
import type { Difficulty, RecipeCategory } from "./domain";
import { RECIPE_CATEGORIES } from "./domain";
import { truncateText } from "./seo";
import { firstLine, textLines } from "./text";

/** The filter in the address: /opskrifter?kategori=soups */
export const RECIPE_CATEGORY_PARAM = "kategori";

/** A category from the address, or null for all recipes (also for anything unknown). */
export function parseRecipeCategory(value: string | null | undefined): RecipeCategory | null {
  return (RECIPE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as RecipeCategory) : null;
}

/** The recipe fields the pages start from (a row of `recipes`). */
export type RecipeRecord = {
  id: string;
  title: string;
  title_en: string | null;
  ingredients: string;
  ingredients_en: string | null;
  instructions: string;
  instructions_en: string | null;
  category: RecipeCategory;
  image_url: string | null;
  cook_time: number | null;
  serves: number | null;
  difficulty: Difficulty | null;
  featured: boolean;
};

/** What anyone may see of a recipe: enough to make them want to log in. */
export type RecipePreview = Pick<RecipeRecord, "id" | "title" | "title_en" | "category" | "image_url">;

/** A card in the list: the preview, the facts and the first line of the ingredients. */
export type RecipeCard = RecipePreview &
  Pick<RecipeRecord, "cook_time" | "serves" | "difficulty" | "featured"> & {
    first_ingredient: string;
    first_ingredient_en: string | null;
  };

/** The whole recipe, for signed-in customers. Lists are one item per line (`textLines`). */
export type RecipeDetail = RecipePreview &
  Pick<
    RecipeRecord,
    | "cook_time"
    | "serves"
    | "difficulty"
    | "ingredients"
    | "ingredients_en"
    | "instructions"
    | "instructions_en"
  >;

export function recipePreview(recipe: RecipeRecord): RecipePreview {
  const { id, title, title_en, category, image_url } = recipe;
  return { id, title, title_en, category, image_url };
}

export function recipeCard(recipe: RecipeRecord): RecipeCard {
  const { cook_time, serves, difficulty, featured } = recipe;
  return {
    ...recipePreview(recipe),
    cook_time,
    serves,
    difficulty,
    featured,
    first_ingredient: firstLine(recipe.ingredients),
    first_ingredient_en: firstLine(recipe.ingredients_en) || null,
  };
}

export function recipeDetail(recipe: RecipeRecord): RecipeDetail {
  const { cook_time, serves, difficulty, ingredients, ingredients_en, instructions, instructions_en } =
    recipe;
  return {
    ...recipePreview(recipe),
    cook_time,
    serves,
    difficulty,
    ingredients,
    ingredients_en,
    instructions,
    instructions_en,
  };
}

/** 'Ugens opskrift': the first recipe flagged featured, else the first recipe (newest first). */
export function weeklyRecipe<T extends { featured: boolean }>(recipes: readonly T[]): T | null {
  return recipes.find((recipe) => recipe.featured) ?? recipes[0] ?? null;
}

/** The categories that have recipes, in the shop's order of categories. */
export function categoriesPresent(recipes: readonly { category: RecipeCategory }[]): RecipeCategory[] {
  const present = new Set(recipes.map((recipe) => recipe.category));
  return RECIPE_CATEGORIES.filter((category) => present.has(category));
}

/**
 * The recipe list page: the chips (categories present), the week's recipe (chosen among all
 * recipes: it is the shop's, not the filter's) and the recipes of the chosen category.
 */
export function recipeList<T extends { featured: boolean; category: RecipeCategory }>(
  recipes: readonly T[],
  category: RecipeCategory | null,
): { categories: RecipeCategory[]; weekly: T | null; recipes: T[] } {
  return {
    categories: categoriesPresent(recipes),
    weekly: weeklyRecipe(recipes),
    recipes: category ? recipes.filter((recipe) => recipe.category === category) : [...recipes],
  };
}

/** A recipe's description (docs/product.md, Recipes): the first 100 characters of the ingredients. */
export const RECIPE_DESCRIPTION_LIMIT = 100;

/** Ingredients are a list, so they read as one: "4 æg, 1 rød peberfrugt, …". */
export function recipeDescription(ingredients: string): string {
  return truncateText(textLines(ingredients).join(", "), RECIPE_DESCRIPTION_LIMIT);
}
