/**
 * The blog's texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  blog: {
    title: "Blog",
    subtitle: "Historier fra køkkenet om økologi, råvarer, bæredygtighed og god mad på glas.",
    metaTitle: "Blog",
    metaDescription:
      "Læs Krukkes blog om økologi, bæredygtighed, sæsonens råvarer, opskrifter med supper på glas og historien bag vores køkken i Glostrup.",
    filterLabel: "Vis indlæg",
    categories: {
      all: "Alle",
      sustainability: "Bæredygtighed",
      recipes: "Opskrifter",
      ingredients: "Ingredienser",
      business: "Virksomhed",
    },
    featured: "Udvalgt indlæg",
    latest: "Seneste indlæg",
    readMore: "Læs mere",
    readTime_one: "{{count}} min læsning",
    readTime_other: "{{count}} min læsning",
    by: "Af {{author}}",
    loading: "Indlæser blogindlæg...",
    loadError: "Der opstod en fejl ved indlæsning af blog posts.",
    retry: "Prøv igen",
    empty: "Der er ingen blogindlæg her endnu. Kom snart tilbage!",
    back: "Tilbage til bloggen",
    notFound: "Blogindlægget blev ikke fundet",
    notFoundText: "Vi kunne ikke finde indlægget. Måske er det fjernet, eller adressen er forkert.",
  },
};

const en: Texts<typeof da> = {
  blog: {
    title: "Blog",
    subtitle:
      "Stories from our kitchen about organic food, ingredients, sustainability and good food in jars.",
    metaTitle: "Blog",
    metaDescription:
      "Read the Krukke blog about organic food, sustainability, seasonal ingredients, recipes with soups in jars and the story of our kitchen in Glostrup.",
    filterLabel: "Show posts",
    categories: {
      all: "All",
      sustainability: "Sustainability",
      recipes: "Recipes",
      ingredients: "Ingredients",
      business: "Business",
    },
    featured: "Featured post",
    latest: "Latest posts",
    readMore: "Read more",
    readTime_one: "{{count}} min read",
    readTime_other: "{{count}} min read",
    by: "By {{author}}",
    loading: "Loading blog posts...",
    loadError: "Something went wrong while loading the blog posts.",
    retry: "Try again",
    empty: "There are no blog posts here yet. Check back soon!",
    back: "Back to the blog",
    notFound: "Blog post not found",
    notFoundText: "We could not find the post. Perhaps it has been removed, or the address is wrong.",
  },
};

export type BlogTexts = typeof da;

export const blogTexts = { da, en };
registerTexts(blogTexts);
