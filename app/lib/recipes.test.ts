import { describe, expect, it } from "vitest";
import {
  categoriesPresent,
  parseRecipeCategory,
  recipeCard,
  recipeDescription,
  recipeDetail,
  recipeList,
  recipePreview,
  weeklyRecipe,
  type RecipeRecord,
} from "./recipes";

const recipe = (overrides: Partial<RecipeRecord> = {}): RecipeRecord => ({
  id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
  title: "Shakshuka",
  title_en: "Shakshuka",
  ingredients: "\n1 krukke Tomatsuppe\n4 æg\n\n1 rød peberfrugt",
  ingredients_en: "1 jar Tomato soup\n4 eggs",
  instructions: "Steg peberfrugten.\n\nHæld suppen i.",
  instructions_en: null,
  category: "main-dishes",
  image_url: "/images/recipes/shakshuka-640.webp",
  cook_time: 20,
  serves: 2,
  difficulty: "easy",
  featured: false,
  ...overrides,
});

describe("parseRecipeCategory", () => {
  it("accepts the shop's categories and treats anything else as all recipes", () => {
    expect(parseRecipeCategory("soups")).toBe("soups");
    expect(parseRecipeCategory("bread-pastry")).toBe("bread-pastry");
    for (const value of [null, undefined, "", "alle", "SOUPS", "soups'--", "__proto__"]) {
      expect(parseRecipeCategory(value)).toBeNull();
    }
  });
});

describe("what a recipe shows", () => {
  it("a preview (for guests) carries no ingredients or steps", () => {
    const preview = recipePreview(recipe());
    expect(Object.keys(preview).sort()).toEqual(["category", "id", "image_url", "title", "title_en"]);
  });

  it("a card carries the first line of the ingredients, not the rest, and no steps", () => {
    const card = recipeCard(recipe());
    expect(card.first_ingredient).toBe("1 krukke Tomatsuppe");
    expect(card.first_ingredient_en).toBe("1 jar Tomato soup");
    expect(JSON.stringify(card)).not.toContain("4 æg");
    expect(card).not.toHaveProperty("instructions");
    expect(recipeCard(recipe({ ingredients_en: "  " })).first_ingredient_en).toBeNull();
  });

  it("the whole recipe keeps both languages for the page to choose from", () => {
    expect(recipeDetail(recipe())).toMatchObject({
      ingredients: recipe().ingredients,
      instructions: recipe().instructions,
      instructions_en: null,
      cook_time: 20,
      serves: 2,
      difficulty: "easy",
    });
  });
});

describe("weeklyRecipe ('Ugens opskrift')", () => {
  it("is the first recipe flagged featured", () => {
    const list = [
      recipe({ id: "a" }),
      recipe({ id: "b", featured: true }),
      recipe({ id: "c", featured: true }),
    ];
    expect(weeklyRecipe(list)?.id).toBe("b");
  });

  it("is the first recipe when none is featured, and nothing when there are none", () => {
    expect(weeklyRecipe([recipe({ id: "a" }), recipe({ id: "b" })])?.id).toBe("a");
    expect(weeklyRecipe([])).toBeNull();
  });
});

describe("recipeList", () => {
  const list = [
    recipe({ id: "1", category: "salads" }),
    recipe({ id: "2", category: "soups", featured: true }),
    recipe({ id: "3", category: "salads" }),
  ];

  it("offers only the categories present, in the shop's order", () => {
    expect(categoriesPresent(list)).toEqual(["soups", "salads"]);
    expect(recipeList(list, null).categories).toEqual(["soups", "salads"]);
  });

  it("keeps the order and filters to one category", () => {
    expect(recipeList(list, null).recipes.map((r) => r.id)).toEqual(["1", "2", "3"]);
    expect(recipeList(list, "salads").recipes.map((r) => r.id)).toEqual(["1", "3"]);
    expect(recipeList(list, "desserts").recipes).toEqual([]);
  });

  it("chooses the week's recipe among all recipes, whatever the filter", () => {
    expect(recipeList(list, "salads").weekly?.id).toBe("2");
  });
});

describe("recipeDescription", () => {
  it("is the ingredients as one line, at most 100 characters", () => {
    expect(recipeDescription("4 æg\n\n1 rød peberfrugt\n")).toBe("4 æg, 1 rød peberfrugt");
    const long = Array.from({ length: 30 }, (_, i) => `${i + 1} dl mælk`).join("\n");
    const description = recipeDescription(long);
    expect(description.length).toBeLessThanOrEqual(100);
    expect(description.endsWith("…")).toBe(true);
    expect(description.startsWith("1 dl mælk, 2 dl mælk")).toBe(true);
  });
});
