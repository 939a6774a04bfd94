/**
 * The public recall notice (/tilbagekaldelse, and the banner on the home page and a recalled
 * product's page), in both languages. Only the modules that use them import this one, so only
 * their pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  recall: {
    metaTitle: "Tilbagekaldelser",
    metaDescription:
      "Krukkes aktuelle tilbagekaldelser af produkter: hvilke partier, hvorfor, og hvad du skal gøre.",
    title: "Tilbagekaldelser",
    intro:
      "Her står de produkter, vi kalder tilbage. Har du købt et af dem, får du også en e-mail fra os. Se lotnummeret på krukkens låg eller etiket.",
    empty: "Der er ingen aktuelle tilbagekaldelser",
    emptyText: "Alle vores produkter kan spises som normalt.",
    heading: "Tilbagekaldelse: {{product}}",
    started: "Tilbagekaldt {{date}}",
    lots: "Berørte partier",
    lotLine: "Lotnummer {{lot}}, anvendes senest {{date}}",
    reason: "Hvorfor",
    advice: "Hvad du skal gøre",
    money: "Sådan får du pengene tilbage",
    moneyText:
      "Skriv til os på {{email}} eller ring på {{phone}} med dit ordrenummer, så refunderer vi krukkerne til dit kort. Ordrer, der ikke var sendt, har vi allerede refunderet.",
    bannerTitle: "Vi tilbagekalder {{product}}",
    bannerText: "Har du købt produktet, så se hvilke partier det gælder, og hvad du skal gøre.",
    bannerLink: "Læs om tilbagekaldelsen",
    bannerLabel: "Tilbagekaldelse",
  },
};

const en: Texts<typeof da> = {
  recall: {
    metaTitle: "Recalls",
    metaDescription: "Krukke's current product recalls: which lots, why, and what to do.",
    title: "Recalls",
    intro:
      "These are the products we are recalling. If you bought one of them, we e-mail you too. The lot number is on the jar's lid or label.",
    empty: "There are no current recalls",
    emptyText: "All our products can be eaten as usual.",
    heading: "Recall: {{product}}",
    started: "Recalled {{date}}",
    lots: "Affected lots",
    lotLine: "Lot number {{lot}}, use by {{date}}",
    reason: "Why",
    advice: "What to do",
    money: "How to get your money back",
    moneyText:
      "Write to us at {{email}} or call {{phone}} with your order number, and we refund the jars to your card. Orders that had not been sent are refunded already.",
    bannerTitle: "We are recalling {{product}}",
    bannerText: "If you bought it, see which lots are affected and what to do.",
    bannerLink: "Read about the recall",
    bannerLabel: "Recall",
  },
};

export type RecallTexts = typeof da;

export const recallTexts = { da, en };
registerTexts(recallTexts);
