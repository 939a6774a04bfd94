import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { textLines } from "~/lib/text";
import { demoRecipes } from "~/server/db/demo-data.server";
import { getDb } from "~/server/db/index.server";
import { recipes } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { logger } from "~/server/logger.server";
import RecipePage, { loader as recipeLoader } from "~/routes/opskrifter.$id";
import Recipes, { loader as recipesLoader } from "~/routes/opskrifter";
import { setupTestDatabase } from "./helpers/database";
import { renderPage, renderPageSettled } from "./helpers/render";
import { callLoader, expectResponseStatus } from "./helpers/routes";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();
let customer: { Cookie: string };
beforeAll(async () => {
  await seedDemoData(getDb());
  customer = { Cookie: (await createSignedInUser()).cookie };
});

const shakshuka = demoRecipes.find((recipe) => recipe.key === "shakshuka")!;
const shakshukaId = demoId("recipe", "shakshuka");

async function listFor(query = "", headers?: HeadersInit) {
  const data = await callLoader(recipesLoader, `/opskrifter${query}`, {}, { headers });
  return { ...data, list: await data.list };
}

async function recipePage(id: string, options: { headers?: HeadersInit; language?: "da" | "en" } = {}) {
  const path = `/opskrifter/${id}`;
  const data = await callLoader(recipeLoader, path, { id }, { headers: options.headers });
  const html = renderPage(RecipePage, {
    path,
    pattern: "opskrifter/:id",
    loaderData: data,
    language: options.language,
  });
  return { data, html };
}

/** Every ingredient and step of a demo recipe, in both languages. */
const secretLines = (recipe: (typeof demoRecipes)[number]) =>
  [recipe.ingredients, recipe.ingredients_en, recipe.instructions, recipe.instructions_en].flatMap(textLines);

describe("the recipe list", () => {
  it("sends a quick list with the page, and streams it only when it is slow", async () => {
    const data = await callLoader(recipesLoader, "/opskrifter");
    expect(data.list).not.toBeInstanceOf(Promise);
  });

  it("lists every recipe newest first, with 'Ugens opskrift' the featured one", async () => {
    const { category, list } = await listFor();
    expect(category).toBeNull();
    // The demo data makes the first recipe in its list the newest.
    expect(list.recipes.map((recipe) => recipe.title)).toEqual(demoRecipes.map((recipe) => recipe.title));
    expect(list.weekly?.title).toBe(shakshuka.title);
    expect(list.categories).toEqual(["main-dishes", "soups", "bread-pastry", "desserts", "salads"]);
  });

  it("filters by the category in the address and keeps the week's recipe", async () => {
    const { category, list } = await listFor("?kategori=desserts");
    expect(category).toBe("desserts");
    const desserts = demoRecipes.filter((recipe) => recipe.category === "desserts").map((r) => r.title);
    expect(desserts.length).toBeGreaterThan(1);
    expect(list.recipes.map((recipe) => recipe.title)).toEqual(desserts);
    expect(list.weekly?.title).toBe(shakshuka.title);
  });

  it("treats an unknown category as all recipes", async () => {
    for (const query of ["?kategori=drinks", "?kategori=%27%3B%20drop%20table%20recipes", "?kategori="]) {
      const { category, list } = await listFor(query);
      expect(category).toBeNull();
      expect(list.recipes).toHaveLength(demoRecipes.length);
    }
  });

  it("sends cards with only the first ingredient and no steps, to guests and customers alike", async () => {
    for (const headers of [undefined, customer]) {
      const { signedIn, list } = await listFor("", headers);
      expect(signedIn).toBe(headers !== undefined);
      const card = list.recipes.find((recipe) => recipe.id === shakshukaId)!;
      expect(card.first_ingredient).toBe("1 krukke Tomatsuppe med basilikum");
      expect(card.first_ingredient_en).toBe("1 jar Tomato soup with basil");
      const json = JSON.stringify(list);
      for (const line of secretLines(shakshuka).filter((line) => !line.startsWith("1 ")))
        expect(json).not.toContain(line);
    }
  });

  it("puts a newer featured recipe first and makes it the week's recipe", async () => {
    const id = randomUUID();
    await getDb()
      .insert(recipes)
      .values({
        id,
        title: "Ny ret",
        category: "soups",
        featured: true,
        created_at: new Date(Date.now() + 60_000),
      });
    try {
      const { list } = await listFor();
      expect(list.recipes[0]?.id).toBe(id);
      expect(list.weekly?.id).toBe(id);
    } finally {
      await getDb().delete(recipes).where(eq(recipes.id, id));
    }
  });

  it("still answers when the list cannot be loaded: the streamed list fails (the page shows its error text)", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await getDb().execute(sql`alter table recipes rename to recipes_away`);
    try {
      const data = await callLoader(recipesLoader, "/opskrifter");
      await expect(data.list).rejects.toThrow();
      expect(logged).toHaveBeenCalledWith(expect.anything(), "could not load the recipe list");
    } finally {
      await getDb().execute(sql`alter table recipes_away rename to recipes`);
      logged.mockRestore();
    }
  });
});

describe("a recipe page", () => {
  it("sends a guest the title, picture and category, and none of the ingredients or steps", async () => {
    const { data, html } = await recipePage(shakshukaId);
    expect(data.signedIn).toBe(false);
    expect(Object.keys(data.recipe).sort()).toEqual(["category", "id", "image_url", "title", "title_en"]);
    const json = JSON.stringify(data);
    for (const line of secretLines(shakshuka)) {
      expect(json).not.toContain(line);
      expect(html).not.toContain(line);
    }
    expect(html).toContain(shakshuka.title);
    expect(html).toContain("Log ind for at se opskriften");
    expect(html).toContain(`href="/login?redirectTo=%2Fopskrifter%2F${shakshukaId}"`);
    expect(html).not.toContain('"@type":"Recipe"');
  });

  it("shows a customer the ingredients as a list, the steps numbered, and Recipe data", async () => {
    const { data, html } = await recipePage(shakshukaId, { headers: customer });
    expect(data.signedIn).toBe(true);
    const steps = textLines(shakshuka.instructions);
    expect(shakshuka.instructions.split("\n")).toContain(""); // the demo recipe has a blank line
    const ordered = /<ol[^>]*data-testid="instructions"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
    expect([...ordered.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1])).toEqual(steps);
    const bulleted = /<ul[^>]*data-testid="ingredients"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    expect([...bulleted.matchAll(/<li[^>]*>(.*?)<\/li>/gs)]).toHaveLength(
      textLines(shakshuka.ingredients).length,
    );

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((entry) => entry["@type"] === "Recipe");
    expect(jsonLd).toMatchObject({
      name: shakshuka.title,
      cookTime: "PT20M",
      recipeYield: "2",
      recipeCategory: "Hovedretter",
      image: "https://krukke.test/images/recipes/shakshuka-640.webp",
    });
    expect(jsonLd.recipeIngredient).toEqual(textLines(shakshuka.ingredients));
    expect(jsonLd.recipeInstructions).toHaveLength(steps.length);
    expect(jsonLd.description.length).toBeLessThanOrEqual(100);
  });

  it("uses the English fields in English, and the Danish ones where the English are empty", async () => {
    const english = await recipePage(shakshukaId, { headers: customer, language: "en" });
    expect(english.html).toContain(shakshuka.title_en);
    expect(english.html).toContain(textLines(shakshuka.instructions_en)[0]);
    expect(english.html).not.toContain(textLines(shakshuka.instructions)[0]);

    const id = randomUUID();
    await getDb().insert(recipes).values({
      id,
      title: "Kun dansk",
      title_en: "",
      ingredients: "2 æg",
      ingredients_en: "2 eggs",
      instructions: "Pisk æggene.",
      instructions_en: " \n ",
      category: "desserts",
    });
    try {
      const { html } = await recipePage(id, { headers: customer, language: "en" });
      expect(html).toContain("Kun dansk");
      expect(html).toContain("2 eggs");
      expect(html).toContain("Pisk æggene.");
    } finally {
      await getDb().delete(recipes).where(eq(recipes.id, id));
    }
  });

  it("shows markup in a recipe as text, never as markup", async () => {
    const id = randomUUID();
    await getDb().insert(recipes).values({
      id,
      title: "<b>Fed</b> titel",
      ingredients: "<img src=x onerror=alert(2)>",
      instructions: "<script>alert(1)</script>",
      category: "soups",
    });
    try {
      const { data, html } = await recipePage(id, { headers: customer });
      expect(data.signedIn && data.recipe.instructions).toBe("<script>alert(1)</script>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<b>Fed</b>");
    } finally {
      await getDb().delete(recipes).where(eq(recipes.id, id));
    }
  });

  it("answers 404 for an unknown or malformed id, to guests and customers alike", async () => {
    for (const headers of [undefined, customer]) {
      for (const id of ["00000000-0000-4000-8000-000000000000", "ikke-et-id", "1' or 1=1", "%00"]) {
        await expectResponseStatus(
          callLoader(recipeLoader, `/opskrifter/${encodeURIComponent(id)}`, { id }, { headers }),
          404,
        );
      }
    }
  });
});

describe("the recipe list's states", () => {
  const page = (list: unknown) => ({
    path: "/opskrifter",
    pattern: "opskrifter",
    loaderData: { category: null, signedIn: false, list },
  });
  const cards = (html: string) => html.match(/data-testid="recipe-card"/g)?.length ?? 0;

  it("shows six skeleton cards while a slow list is on its way, then the cards", async () => {
    const loading = renderPage(Recipes, page(new Promise(() => undefined)));
    expect(loading.match(/data-testid="card-skeleton"/g)).toHaveLength(6);
    expect(loading).toContain("Indlæser opskrifter...");
    expect(cards(loading)).toBe(0);

    const { list } = await callLoader(recipesLoader, "/opskrifter");
    const arrived = await renderPageSettled(Recipes, page(Promise.resolve(list)));
    expect(cards(arrived)).toBe(demoRecipes.length);
  });

  it("shows the error text when the list cannot be loaded", async () => {
    const failing = Promise.reject(new Error("database down"));
    failing.catch(() => undefined);
    const html = await renderPageSettled(Recipes, page(failing));
    expect(html).toContain("Kunne ikke indlæse opskrifter. Prøv igen senere.");
    expect(html).not.toContain("database down");
  });

  it("says so when there are no recipes yet", () => {
    const html = renderPage(Recipes, page({ categories: [], weekly: null, recipes: [] }));
    expect(html).toContain("Ingen opskrifter tilgængelige endnu. Kom snart tilbage!");
    expect(html).not.toContain("Ugens opskrift");
  });
});
