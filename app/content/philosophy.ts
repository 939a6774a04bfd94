/** The philosophy page's text (/filosofi), loaded only by that page. */
import type { Language } from "~/i18n/languages";

export type PhilosophyContent = {
  intro: { title: string; paragraphs: string[] };
  valuesTitle: string;
  values: {
    key: "organic" | "passion" | "community" | "local" | "quality" | "cleanLabel";
    title: string;
    text: string;
  }[];
  sustainability: { title: string; intro: string; bullets: string[] };
  history: { title: string; paragraphs: string[] };
  cta: { title: string; text: string; button: string };
};

export const philosophyContent: Record<Language, PhilosophyContent> = {
  da: {
    intro: {
      title: "Fra jord til bord",
      paragraphs: [
        "Vi tror på, at god mad begynder længe før gryden kommer på komfuret. Den begynder i en sund jord, hos landmænd, der passer på deres dyr og marker, og i sæsoner, der bestemmer, hvad der er godt lige nu.",
        "Derfor køber vi økologiske råvarer, hvor vi kan, og så tæt på køkkenet som muligt, koger dem langsomt efter gode gamle opskrifter og fylder maden på glas uden at tilsætte noget, der ikke hører hjemme i et almindeligt køkken.",
      ],
    },
    valuesTitle: "Seks værdier, vi laver mad efter",
    values: [
      {
        key: "organic",
        title: "Økologi",
        text: "De fleste af vores retter er økologiske, og vi vælger økologiske råvarer, hvor vi kan. Det er bedre for jorden, for dyrene og for dem, der arbejder med dem. Ved hver ret kan du se, om den er økologisk.",
      },
      {
        key: "passion",
        title: "Passion",
        text: "Vi er kokke, fordi vi elsker at lave mad. Hver opskrift bliver smagt til, indtil vi selv ville servere den for vores familie.",
      },
      {
        key: "community",
        title: "Fællesskab",
        text: "Mad samler mennesker. Vi arbejder tæt sammen med landmænd, leverandører og kunder, og vi lytter, når de siger noget.",
      },
      {
        key: "local",
        title: "Lokalt fokus",
        text: "Vi køber dansk, når det kan lade sig gøre, og kender de gårde, vores råvarer kommer fra.",
      },
      {
        key: "quality",
        title: "Kvalitet",
        text: "Små portioner, lang kogetid og ingen genveje. Kvaliteten bliver kontrolleret ved hver eneste batch.",
      },
      {
        key: "cleanLabel",
        title: "Clean label",
        text: "Ingen tilsætningsstoffer, ingen konserveringsmidler, ingen E-numre. Ingredienslisten er kort, og du kan udtale hvert ord.",
      },
    ],
    sustainability: {
      title: "Bæredygtighed i praksis",
      intro: "Vi vil gerne efterlade jorden i bedre stand, end vi fandt den. Det betyder helt konkret:",
      bullets: [
        "Økologiske ingredienser fra landmænd, der dyrker uden kunstgødning og sprøjtegifte.",
        "Partnerskaber med lokale producenter, så råvarerne rejser kort, og landmanden får en fair pris.",
        "Minimal og genanvendelig emballage: glaskrukker, der kan bruges igen og genanvendes uendeligt.",
        "Kamp mod madspild: skæve grøntsager, skræller og toppe bliver til bouillon og supper.",
      ],
    },
    history: {
      title: "Vores historie",
      paragraphs: [
        "Krukke startede i et lille køkken i Birkerød, hvor den første gryde suppe blev kogt til venner og naboer. Efterspørgslen voksede hurtigere end køkkenet.",
        "I dag holder vi til i Glostrup i en tidligere rugbrødsfabrik, hvor vi laver mad til tusindvis af familier hver uge. Køkkenet er større, men vi koger stadig i små portioner og efter de samme opskrifter.",
      ],
    },
    cta: {
      title: "Smag forskellen",
      text: "Se vores supper og retter, og find din næste hverdagsfavorit.",
      button: "Se produkterne",
    },
  },
  en: {
    intro: {
      title: "From soil to table",
      paragraphs: [
        "We believe good food begins long before the pot goes on the stove. It begins in healthy soil, with farmers who look after their animals and fields, and with seasons that decide what is good right now.",
        "That is why we buy organic ingredients wherever we can, as close to the kitchen as we can, cook them slowly from good old recipes and fill the food into glass without adding anything that does not belong in an ordinary kitchen.",
      ],
    },
    valuesTitle: "Six values we cook by",
    values: [
      {
        key: "organic",
        title: "Organic",
        text: "Most of our dishes are organic, and we choose organic ingredients wherever we can. It is better for the soil, for the animals and for the people who work with them. Each dish says whether it is organic.",
      },
      {
        key: "passion",
        title: "Passion",
        text: "We are cooks because we love cooking. Every recipe is tasted and adjusted until we would serve it to our own family.",
      },
      {
        key: "community",
        title: "Community",
        text: "Food brings people together. We work closely with farmers, suppliers and customers, and we listen when they speak.",
      },
      {
        key: "local",
        title: "Local focus",
        text: "We buy Danish whenever we can and know the farms our ingredients come from.",
      },
      {
        key: "quality",
        title: "Quality",
        text: "Small batches, long cooking and no shortcuts. Quality is checked for every single batch.",
      },
      {
        key: "cleanLabel",
        title: "Clean label",
        text: "No additives, no preservatives, no E numbers. The ingredient list is short, and you can pronounce every word.",
      },
    ],
    sustainability: {
      title: "Sustainability in practice",
      intro: "We want to leave the soil in better shape than we found it. In practice that means:",
      bullets: [
        "Organic ingredients from farmers who grow without synthetic fertilisers and pesticides.",
        "Partnerships with local producers, so ingredients travel a short way and the farmer gets a fair price.",
        "Minimal and reusable packaging: glass jars that can be used again and recycled endlessly.",
        "Fighting food waste: wonky vegetables, peelings and tops become stock and soups.",
      ],
    },
    history: {
      title: "Our story",
      paragraphs: [
        "Krukke started in a small kitchen in Birkerød, where the first pot of soup was cooked for friends and neighbours. Demand grew faster than the kitchen.",
        "Today we are based in Glostrup in a former rye-bread factory, where we cook for thousands of families every week. The kitchen is bigger, but we still cook in small batches and from the same recipes.",
      ],
    },
    cta: {
      title: "Taste the difference",
      text: "See our soups and meals and find your next everyday favourite.",
      button: "See the products",
    },
  },
};
