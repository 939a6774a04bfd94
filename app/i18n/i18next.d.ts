import "i18next";
import type { AdminTexts } from "./admin/da";
import type { da } from "./da";

// Typed keys: `t("nav.products")` compiles, `t("nav.prodcts")` does not.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof da; admin: AdminTexts };
  }
}
