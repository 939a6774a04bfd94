/**
 * The newsletter confirmation page's texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  newsletterConfirm: {
    title: "Bekræft din tilmelding",
    metaDescription: "Bekræft din tilmelding til Krukkes nyhedsbrev.",
    intro: "Tryk på knappen for at bekræfte, at {{email}} skal have Krukkes nyhedsbrev.",
    submit: "Bekræft tilmelding",
    confirmedTitle: "Tak! Din tilmelding er bekræftet",
    confirmed:
      "Du får nu Krukkes nyhedsbrev på {{email}} med nye retter, sæsonens opskrifter og gode tilbud. Du kan altid framelde dig igen.",
    alreadyTitle: "Din tilmelding er allerede bekræftet",
    already: "{{email}} får allerede Krukkes nyhedsbrev. Du behøver ikke gøre mere.",
    expiredTitle: "Linket er udløbet",
    expired:
      "Et bekræftelseslink virker i 30 dage. Tilmeld dig igen nederst på siden, så sender vi dig et nyt.",
    unknownTitle: "Linket virker ikke",
    unknown:
      "Vi kender ikke dette link. Har du fået en nyere e-mail fra os, så brug linket i den; ellers kan du tilmelde dig igen nederst på siden.",
    toShop: "Se vores retter",
  },
};

const en: Texts<typeof da> = {
  newsletterConfirm: {
    title: "Confirm your subscription",
    metaDescription: "Confirm your subscription to Krukke's newsletter.",
    intro: "Press the button to confirm that {{email}} should get Krukke's newsletter.",
    submit: "Confirm subscription",
    confirmedTitle: "Thank you! Your subscription is confirmed",
    confirmed:
      "You will now get Krukke's newsletter at {{email}} with new dishes, seasonal recipes and good offers. You can unsubscribe at any time.",
    alreadyTitle: "Your subscription is already confirmed",
    already: "{{email}} already gets Krukke's newsletter. There is nothing more to do.",
    expiredTitle: "The link has expired",
    expired:
      "A confirmation link works for 30 days. Subscribe again at the bottom of the page, and we will send you a new one.",
    unknownTitle: "The link does not work",
    unknown:
      "We do not recognise this link. If you have had a newer e-mail from us, use the link in that one; otherwise you can subscribe again at the bottom of the page.",
    toShop: "See our dishes",
  },
};

export type NewsletterConfirmTexts = typeof da;

export const newsletterConfirmTexts = { da, en };
registerTexts(newsletterConfirmTexts);
