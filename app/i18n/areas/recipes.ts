/**
 * The recipes' texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  recipes: {
    title: "Opskrifter",
    subtitle: "Inspiration til hverdag og fest fra vores køkken, mange af dem med en krukke som genvej.",
    metaTitle: "Opskrifter",
    metaDescription:
      "Opskrifter fra Krukkes køkken: hovedretter, supper, brød, desserter og salater, mange med en krukke suppe som genvej. Log ind og se hele opskriften.",
    filterLabel: "Vis opskrifter",
    all: "Alle",
    allRecipes: "Alle opskrifter",
    categories: {
      "main-dishes": "Hovedretter",
      soups: "Supper",
      "bread-pastry": "Brød & bagværk",
      desserts: "Desserter",
      salads: "Salater",
    },
    weekly: "Ugens opskrift",
    cookTimeLabel: "Tid",
    cookTime_one: "{{count}} min",
    cookTime_other: "{{count}} min",
    servesLabel: "Portioner",
    serves_one: "{{count}} person",
    serves_other: "{{count}} personer",
    difficultyLabel: "Sværhedsgrad",
    difficulty: {
      easy: "Let",
      medium: "Mellem",
      hard: "Svær",
    },
    loading: "Indlæser opskrifter...",
    loadError: "Kunne ikke indlæse opskrifter. Prøv igen senere.",
    retry: "Prøv igen",
    empty: "Ingen opskrifter tilgængelige endnu. Kom snart tilbage!",
    guestTitle: "Log ind for at se opskrifterne",
    guestText:
      "Opskrifterne er for vores kunder. Log ind, eller opret en gratis konto, så kan du se dem alle.",
    seeRecipe: "Se opskriften",
    loginToSee: "Log ind for at se opskriften",
    login: "Log ind",
    loginRequired: "Log ind for at se opskriften",
    loginMessage:
      "Ingredienser og fremgangsmåde er for vores kunder. Log ind, eller opret en gratis konto, for at se hele opskriften.",
    guestDescription:
      "{{title}}: en opskrift fra Krukkes køkken. Log ind for at se ingredienser og fremgangsmåde.",
    ingredients: "Ingredienser",
    instructions: "Fremgangsmåde",
    back: "Tilbage til opskrifter",
    notFound: "Opskriften blev ikke fundet",
    notFoundText: "Vi kunne ikke finde opskriften. Måske er den fjernet, eller adressen er forkert.",
  },
};

const en: Texts<typeof da> = {
  recipes: {
    title: "Recipes",
    subtitle: "Ideas for weekdays and feasts from our kitchen, many of them with a jar as a shortcut.",
    metaTitle: "Recipes",
    metaDescription:
      "Recipes from the Krukke kitchen: mains, soups, bread, desserts and salads, many with a jar of soup as a shortcut. Log in to see the whole recipe.",
    filterLabel: "Show recipes",
    all: "All",
    allRecipes: "All recipes",
    categories: {
      "main-dishes": "Main dishes",
      soups: "Soups",
      "bread-pastry": "Bread & pastry",
      desserts: "Desserts",
      salads: "Salads",
    },
    weekly: "Recipe of the week",
    cookTimeLabel: "Time",
    cookTime_one: "{{count}} min",
    cookTime_other: "{{count}} mins",
    servesLabel: "Serves",
    serves_one: "Serves {{count}}",
    serves_other: "Serves {{count}}",
    difficultyLabel: "Difficulty",
    difficulty: {
      easy: "Easy",
      medium: "Medium",
      hard: "Hard",
    },
    loading: "Loading recipes...",
    loadError: "Could not load the recipes. Please try again later.",
    retry: "Try again",
    empty: "No recipes available yet. Check back soon!",
    guestTitle: "Log in to see the recipes",
    guestText: "Our recipes are for our customers. Log in, or create a free account, to see them all.",
    seeRecipe: "See the recipe",
    loginToSee: "Log in to see the recipe",
    login: "Log in",
    loginRequired: "Log in to see the recipe",
    loginMessage:
      "The ingredients and method are for our customers. Log in, or create a free account, to see the whole recipe.",
    guestDescription:
      "{{title}}: a recipe from the Krukke kitchen. Log in to see the ingredients and method.",
    ingredients: "Ingredients",
    instructions: "Method",
    back: "Back to recipes",
    notFound: "Recipe not found",
    notFoundText: "We could not find the recipe. Perhaps it has been removed, or the address is wrong.",
  },
};

export type RecipesTexts = typeof da;

export const recipesTexts = { da, en };
registerTexts(recipesTexts);
