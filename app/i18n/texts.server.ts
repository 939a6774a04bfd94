/**
 * Every text in both languages, registered as this module loads: the server answers in either
 * language and for any page at any moment. The browser loads a language's common texts when it
 * needs them, and a part's texts with the modules that use them (see `./index.ts`); each part's
 * module registers itself as it loads.
 */
import { blogTexts } from "./areas/blog";
import { checkoutTexts } from "./areas/checkout";
import { contactTexts } from "./areas/contact";
import { homeTexts } from "./areas/home";
import { proofOfWorkTexts } from "./areas/proof-of-work";
import { invoiceTexts } from "./areas/invoice";
import { loginTexts } from "./areas/login";
import { newsletterConfirmTexts } from "./areas/newsletter-confirm";
import { profileTexts } from "./areas/profile";
import { recallTexts } from "./areas/recall";
import { recipesTexts } from "./areas/recipes";
import { seasonMenuTexts } from "./areas/season-menu";
import { subscriptionTexts } from "./areas/subscription";
import { da } from "./da";
import { en } from "./en";
import type { ShopTexts } from "./i18next";
import { registerLanguage } from "./index";

registerLanguage("da", da);
registerLanguage("en", en);

const parts = [
  blogTexts,
  checkoutTexts,
  contactTexts,
  homeTexts,
  proofOfWorkTexts,
  invoiceTexts,
  loginTexts,
  newsletterConfirmTexts,
  profileTexts,
  recallTexts,
  recipesTexts,
  seasonMenuTexts,
  subscriptionTexts,
];

/** Every text of each language in one tree: the common ones and every part's (for tests). */
export const allTexts = {
  da: Object.assign({}, da, ...parts.map((part) => part.da)) as ShopTexts,
  en: Object.assign({}, en, ...parts.map((part) => part.en)) as ShopTexts,
};
