/** The SEO tools page's text (/seo-tools), for the shop's owner; loaded only by that page. */
import type { Language } from "~/i18n/languages";

export type SeoToolsContent = {
  title: string;
  intro: string;
  endpoints: {
    sitemap: { title: string; text: string };
    feed: { title: string; text: string; english: string };
  };
  open: string;
  stepsTitle: string;
  steps: string[];
  checklistTitle: string;
  checklist: { text: string; done: boolean }[];
  doneLabel: string;
  todoLabel: string;
};

export const seoToolsContent: Record<Language, SeoToolsContent> = {
  da: {
    title: "SEO-værktøjer",
    intro:
      "Her er de to adresser, søgemaskiner og Google Shopping henter butikkens indhold fra. Begge bygges ud fra databasen og opdateres hver time, så nye produkter, opskrifter og indlæg kommer med af sig selv.",
    endpoints: {
      sitemap: {
        title: "Dynamisk sitemap",
        text: "Alle sider, produkter, opskrifter og udgivne blogindlæg på dansk og engelsk, med datoen for seneste ændring.",
      },
      feed: {
        title: "Produktfeed til Google Merchant Center",
        text: "Hele sortimentet med pris i DKK inkl. moms, lagerstatus, billede, mærke og fragt, som RSS 2.0.",
        english: "Engelsk udgave",
      },
    },
    open: "Åbn",
    stepsTitle: "Sådan bruger du dem",
    steps: [
      "Log ind i Google Search Console, tilføj butikkens domæne som ejendom, og bekræft ejerskabet.",
      "Vælg Sitemaps i menuen, indsæt sitemap-adressen ovenfor, og tryk Indsend.",
      "Log ind i Google Merchant Center, vælg Produkter → Feeds, og opret et primært feed for Danmark på dansk med valutaen DKK.",
      "Vælg Planlagt hentning, indsæt feed-adressen ovenfor, og lad Google hente den dagligt.",
      "Tjek Diagnostik i Merchant Center og Sideindeksering i Search Console efter et døgn, og ret det, de peger på.",
      "Sælger I også til engelsksprogede kunder, kan I oprette et feed mere med den engelske udgave.",
    ],
    checklistTitle: "Implementeringstjekliste",
    checklist: [
      {
        text: "Sitemap bygget fra databasen, opdateret hver time, med dansk og engelsk version af hver side",
        done: true,
      },
      {
        text: "robots.txt peger på sitemap og holder login, profil, kasse og værktøjer ude af søgeresultaterne",
        done: true,
      },
      {
        text: "Produktfeed i RSS 2.0 med id, titel, beskrivelse, link, billede, lagerstatus, pris, mærke og stand",
        done: true,
      },
      {
        text: "Strukturerede data: Product, Recipe, BlogPosting, BreadcrumbList og Organization",
        done: true,
      },
      {
        text: "Kanoniske adresser, hreflang for dansk og engelsk og beskrivelser på højst 160 tegn på alle sider",
        done: true,
      },
      { text: "Sider renderes på serveren, så søgemaskiner ser hele indholdet uden JavaScript", done: true },
      { text: "Sitemap indsendt i Google Search Console", done: false },
      { text: "Produktfeed oprettet i Google Merchant Center", done: false },
      { text: "Fejl i Search Console og Merchant Center gennemgået efter første hentning", done: false },
    ],
    doneLabel: "Klar",
    todoLabel: "Gøres af butikken",
  },
  en: {
    title: "SEO tools",
    intro:
      "These are the two addresses search engines and Google Shopping read the shop's content from. Both are built from the database and refreshed every hour, so new products, recipes and posts are included by themselves.",
    endpoints: {
      sitemap: {
        title: "Dynamic sitemap",
        text: "Every page, product, recipe and published blog post in Danish and English, with the date of its last change.",
      },
      feed: {
        title: "Product feed for Google Merchant Center",
        text: "The whole range with price in DKK incl. VAT, availability, image, brand and shipping, as RSS 2.0.",
        english: "English version",
      },
    },
    open: "Open",
    stepsTitle: "How to use them",
    steps: [
      "Sign in to Google Search Console, add the shop's domain as a property and verify ownership.",
      "Choose Sitemaps in the menu, paste the sitemap address above and press Submit.",
      "Sign in to Google Merchant Center, choose Products → Feeds and create a primary feed for Denmark in Danish with the currency DKK.",
      "Choose Scheduled fetch, paste the feed address above and let Google fetch it daily.",
      "After a day, check Diagnostics in Merchant Center and Page indexing in Search Console, and fix what they point out.",
      "If you also sell to English-speaking customers, add another feed with the English version.",
    ],
    checklistTitle: "Implementation checklist",
    checklist: [
      {
        text: "Sitemap built from the database, refreshed hourly, with the Danish and English version of every page",
        done: true,
      },
      {
        text: "robots.txt points to the sitemap and keeps login, profile, checkout and tools out of search results",
        done: true,
      },
      {
        text: "Product feed in RSS 2.0 with id, title, description, link, image, availability, price, brand and condition",
        done: true,
      },
      { text: "Structured data: Product, Recipe, BlogPosting, BreadcrumbList and Organization", done: true },
      {
        text: "Canonical addresses, hreflang for Danish and English and descriptions of at most 160 characters on every page",
        done: true,
      },
      {
        text: "Pages are rendered on the server, so search engines see all the content without JavaScript",
        done: true,
      },
      { text: "Sitemap submitted in Google Search Console", done: false },
      { text: "Product feed created in Google Merchant Center", done: false },
      { text: "Errors in Search Console and Merchant Center reviewed after the first fetch", done: false },
    ],
    doneLabel: "Done",
    todoLabel: "For the shop to do",
  },
};
