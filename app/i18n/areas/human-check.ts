/**
 * The human check's texts (the sign-up, password and contact forms ask it), in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  humanCheck: {
    needed:
      "Der er kommet mange forsøg fra din internetforbindelse på kort tid. Svar på regnestykket, så ved vi, at du ikke er en robot, og send igen.",
    question: "Hvad er {{a}} + {{b}}?",
    hint: "Svar med et tal. Mange deler internetforbindelse, så vi spørger i stedet for at lukke af.",
    required: "Skriv svaret på regnestykket.",
    wrong: "Forkert svar. Prøv med det nye regnestykke.",
    expired: "Regnestykket var udløbet. Svar venligst på det nye.",
  },
};

const en: Texts<typeof da> = {
  humanCheck: {
    needed:
      "Many attempts have come from your internet connection in a short time. Answer the sum so we know you are not a robot, and send again.",
    question: "What is {{a}} + {{b}}?",
    hint: "Answer with a number. Many people share an internet connection, so we ask rather than shut you out.",
    required: "Type the answer to the sum.",
    wrong: "Wrong answer. Try the new sum.",
    expired: "The sum had expired. Please answer the new one.",
  },
};

export type HumanCheckTexts = typeof da;

export const humanCheckTexts = { da, en };
registerTexts(humanCheckTexts);
