/**
 * Recipes and blog posts in the back office: list, create, edit, delete, each change logged.
 * A post's publish time decides when the blog shows it (none: a draft; later: scheduled).
 */
import { desc, eq } from "drizzle-orm";
import { copenhagenDateTime, copenhagenLocalInput } from "~/lib/copenhagen";
import type { BlogPostInput, RecipeInput } from "~/lib/schemas/admin";
import { getDb } from "../db/index.server";
import { blogPosts, recipes, type BlogPost, type Recipe } from "../db/schema.server";
import type { AuditActor } from "./audit.server";
import { deleteRecord, saveRecord } from "./records.server";

const optional = <T extends string | number>(value: T | undefined): T | null => value ?? null;

// Recipes

export function listAdminRecipes() {
  return getDb()
    .select({
      id: recipes.id,
      title: recipes.title,
      category: recipes.category,
      image_url: recipes.image_url,
      featured: recipes.featured,
      updated_at: recipes.updated_at,
    })
    .from(recipes)
    .orderBy(desc(recipes.created_at), recipes.id);
}

export async function adminRecipe(id: string): Promise<Recipe | undefined> {
  const [recipe] = await getDb().select().from(recipes).where(eq(recipes.id, id));
  return recipe;
}

export function recipeFormValues(recipe: Recipe) {
  return {
    title: recipe.title,
    titleEn: recipe.title_en ?? "",
    category: recipe.category,
    ingredients: recipe.ingredients,
    ingredientsEn: recipe.ingredients_en ?? "",
    instructions: recipe.instructions,
    instructionsEn: recipe.instructions_en ?? "",
    cookTime: recipe.cook_time === null ? "" : String(recipe.cook_time),
    serves: recipe.serves === null ? "" : String(recipe.serves),
    difficulty: recipe.difficulty ?? "",
    featured: recipe.featured,
  };
}

/** The recipe's columns from the form (the image is set apart, when one was uploaded). */
export function recipeColumns(input: RecipeInput) {
  return {
    title: input.title,
    title_en: optional(input.titleEn),
    category: input.category,
    ingredients: input.ingredients,
    ingredients_en: optional(input.ingredientsEn),
    instructions: input.instructions,
    instructions_en: optional(input.instructionsEn),
    cook_time: optional(input.cookTime),
    serves: optional(input.serves),
    difficulty: input.difficulty ?? null,
    featured: input.featured,
  };
}

export function saveRecipe(actor: AuditActor, id: string | null, input: RecipeInput, imageUrl?: string) {
  const values = { ...recipeColumns(input), ...(imageUrl ? { image_url: imageUrl } : {}) };
  return saveRecord({
    actor,
    entityType: "recipe",
    id,
    imageUrl,
    insert: async (tx) => (await tx.insert(recipes).values(values).returning())[0]!,
    lock: async (tx, key) => (await tx.select().from(recipes).where(eq(recipes.id, key)).for("update"))[0],
    update: async (tx, key) =>
      (await tx.update(recipes).set(values).where(eq(recipes.id, key)).returning())[0]!,
  });
}

export function deleteRecipe(actor: AuditActor, id: string) {
  return deleteRecord({
    actor,
    entityType: "recipe",
    id,
    lock: async (tx, key) => (await tx.select().from(recipes).where(eq(recipes.id, key)).for("update"))[0],
    remove: (tx, key) => tx.delete(recipes).where(eq(recipes.id, key)),
  });
}

// Blog posts

export function listAdminPosts() {
  return getDb()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      category: blogPosts.category,
      image_url: blogPosts.image_url,
      featured: blogPosts.featured,
      published_at: blogPosts.published_at,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.published_at), desc(blogPosts.created_at), blogPosts.id);
}

export async function adminPost(id: string): Promise<BlogPost | undefined> {
  const [post] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
  return post;
}

export function postFormValues(post: BlogPost) {
  return {
    title: post.title,
    titleEn: post.title_en ?? "",
    category: post.category,
    excerpt: post.excerpt ?? "",
    excerptEn: post.excerpt_en ?? "",
    content: post.content,
    contentEn: post.content_en ?? "",
    author: post.author ?? "",
    keywords: post.keywords ?? "",
    readTime: post.read_time === null ? "" : String(post.read_time),
    publishedAt: post.published_at ? copenhagenLocalInput(post.published_at) : "",
    featured: post.featured,
  };
}

export function postColumns(input: BlogPostInput) {
  return {
    title: input.title,
    title_en: optional(input.titleEn),
    category: input.category,
    excerpt: optional(input.excerpt),
    excerpt_en: optional(input.excerptEn),
    content: input.content,
    content_en: optional(input.contentEn),
    author: optional(input.author),
    keywords: optional(input.keywords),
    read_time: optional(input.readTime),
    published_at: input.publishedAt ? copenhagenDateTime(input.publishedAt) : null,
    featured: input.featured,
  };
}

export function savePost(actor: AuditActor, id: string | null, input: BlogPostInput, imageUrl?: string) {
  const values = { ...postColumns(input), ...(imageUrl ? { image_url: imageUrl } : {}) };
  return saveRecord({
    actor,
    entityType: "blog_post",
    id,
    imageUrl,
    insert: async (tx) => (await tx.insert(blogPosts).values(values).returning())[0]!,
    lock: async (tx, key) =>
      (await tx.select().from(blogPosts).where(eq(blogPosts.id, key)).for("update"))[0],
    update: async (tx, key) =>
      (await tx.update(blogPosts).set(values).where(eq(blogPosts.id, key)).returning())[0]!,
  });
}

export function deletePost(actor: AuditActor, id: string) {
  return deleteRecord({
    actor,
    entityType: "blog_post",
    id,
    lock: async (tx, key) =>
      (await tx.select().from(blogPosts).where(eq(blogPosts.id, key)).for("update"))[0],
    remove: (tx, key) => tx.delete(blogPosts).where(eq(blogPosts.id, key)),
  });
}
