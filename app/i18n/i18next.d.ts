import "i18next";
import type { AdminTexts } from "./admin/da";
import type { BlogTexts } from "./areas/blog";
import type { CheckoutTexts } from "./areas/checkout";
import type { ContactTexts } from "./areas/contact";
import type { HomeTexts } from "./areas/home";
import type { ProofOfWorkTexts } from "./areas/proof-of-work";
import type { InvoiceTexts } from "./areas/invoice";
import type { LoginTexts } from "./areas/login";
import type { NewsletterConfirmTexts } from "./areas/newsletter-confirm";
import type { ProfileTexts } from "./areas/profile";
import type { RecallTexts } from "./areas/recall";
import type { RecipesTexts } from "./areas/recipes";
import type { SeasonMenuTexts } from "./areas/season-menu";
import type { SubscriptionTexts } from "./areas/subscription";
import type { da } from "./da";
import type { EmailTexts } from "./email/da";

/** The shop's texts: the common ones and every part's (`./areas`). */
export type ShopTexts = typeof da &
  BlogTexts &
  CheckoutTexts &
  ContactTexts &
  HomeTexts &
  ProofOfWorkTexts &
  InvoiceTexts &
  LoginTexts &
  NewsletterConfirmTexts &
  ProfileTexts &
  RecallTexts &
  RecipesTexts &
  SeasonMenuTexts &
  SubscriptionTexts;

// Typed keys: `t("nav.products")` compiles, `t("nav.prodcts")` does not.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: ShopTexts; admin: AdminTexts; email: EmailTexts };
  }
}
