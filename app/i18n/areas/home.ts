/**
 * The home page's texts (hero, features, story, banner, partners), in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  hero: {
    eyebrow: "Mad på glas fra Glostrup, det meste økologisk",
    title: "Hjemmelavet mad, klar når du er",
    subtitle:
      "Supper og retter kogt i små portioner, de fleste på økologiske råvarer, og kødet er altid dansk. Uden tilsætningsstoffer, holdbare i glaskrukken og klar på få minutter.",
    ctaProducts: "Se vores produkter",
    ctaPhilosophy: "Læs vores filosofi",
    imageAlt: "Glaskrukker med tomatsuppe, græskarsuppe og boller i karry",
  },
  features: {
    title: "Derfor Krukke",
    recipes: {
      title: "Autentiske opskrifter",
      text: "Klassiske danske og europæiske retter, som de bliver lavet derhjemme, uden genveje.",
    },
    organic: {
      // "100% organic" is not true while some dishes are not organic
      // (docs/food-information.md): the claim covers what it can.
      title: "Økologi og dansk kød",
      text: "Økologiske råvarer i de fleste retter og dansk okse- og svinekød fra gårde, vi kender.",
    },
    cleanLabel: {
      title: "Clean label",
      text: "Ingen tilsætningsstoffer, ingen konserveringsmidler. Kun det, du selv ville bruge i køkkenet.",
    },
    craftsmanship: {
      title: "Håndværk",
      text: "Kogt langsomt i små portioner og fyldt på glas i vores eget køkken i Glostrup.",
    },
  },
  story: {
    title: "Fra et lille køkken til hele Danmark",
    paragraphs: [
      "Krukke begyndte med en gryde suppe til naboerne i et lille køkken i Birkerød. I dag laver vi mad i en tidligere rugbrødsfabrik i Glostrup, men opskrifterne og omhuen er de samme.",
      "Vi koger så vidt muligt på økologiske råvarer, fylder maden på glas og varmebehandler den, så den holder sig uden konserveringsmidler. Glasset kan bruges igen, og maden smager, som var den lavet i dag.",
    ],
    cta: "Mød os og vores værdier",
  },
  cta_banner: {
    title: "Levering {{deliveryDays}} via Økoskabet",
    text: "Hent dine krukker i et af 12 Økoskabe i København, eller få dem leveret. Fragtfri for ordrer over {{freeFreightFrom}}.",
    button: "Bestil nu",
  },
  partners: {
    title: "Du finder os også hos",
    kinds: {
      supermarket: "Supermarked",
      online: "Online supermarked",
      lockers: "Afhentning i skabe",
      market: "Økologisk marked",
    },
  },
};

const en: Texts<typeof da> = {
  hero: {
    eyebrow: "Food in glass jars from Glostrup, mostly organic",
    title: "Home-cooked food, ready when you are",
    subtitle:
      "Soups and meals cooked in small batches, most of them from organic ingredients, and the meat is always Danish. No additives, kept fresh in the glass jar and ready in minutes.",
    ctaProducts: "See our products",
    ctaPhilosophy: "Read our philosophy",
    imageAlt: "Glass jars of tomato soup, pumpkin soup and meatballs in curry",
  },
  features: {
    title: "Why Krukke",
    recipes: {
      title: "Authentic recipes",
      text: "Classic Danish and European dishes, made the way they are made at home, with no shortcuts.",
    },
    organic: {
      title: "Organic and Danish meat",
      text: "Organic ingredients in most of our dishes, and Danish beef and pork from farms we know.",
    },
    cleanLabel: {
      title: "Clean label",
      text: "No additives, no preservatives. Only what you would use in your own kitchen.",
    },
    craftsmanship: {
      title: "Craftsmanship",
      text: "Slowly cooked in small batches and filled into glass in our own kitchen in Glostrup.",
    },
  },
  story: {
    title: "From a small kitchen to all of Denmark",
    paragraphs: [
      "Krukke began with a pot of soup for the neighbours in a small kitchen in Birkerød. Today we cook in a former rye-bread factory in Glostrup, but the recipes and the care are the same.",
      "We cook with organic ingredients wherever we can, fill the food into glass and heat-treat it, so it keeps without preservatives. The jar can be used again, and the food tastes as if it were made today.",
    ],
    cta: "Meet us and our values",
  },
  cta_banner: {
    title: "Delivery on {{deliveryDays}} via Økoskabet",
    text: "Pick up your jars from one of 12 Økoskab lockers in Copenhagen, or have them delivered. Free delivery on orders over {{freeFreightFrom}}.",
    button: "Order now",
  },
  partners: {
    title: "You can also find us at",
    kinds: {
      supermarket: "Supermarket",
      online: "Online grocer",
      lockers: "Locker pick-up",
      market: "Organic market",
    },
  },
};

export type HomeTexts = typeof da;

export const homeTexts = { da, en };
registerTexts(homeTexts);
