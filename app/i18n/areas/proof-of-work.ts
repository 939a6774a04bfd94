/**
 * The texts of the proof of work that an address over its limit pays (sign-in, sign-up,
 * password, sign-in link and contact forms), in both languages. Only the modules that use them
 * import this one, so only their pages download them (see ../index.ts); the server registers
 * every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  proofOfWork: {
    needed:
      "Der er kommet mange forsøg fra din internetforbindelse på kort tid, så vi tjekker, at du ikke er en robot. Din browser klarer det selv på et par sekunder: send formularen igen. Uden JavaScript kan det ikke lade sig gøre, så prøv igen senere eller slå JavaScript til.",
    loginNeeded:
      "Der har været mange forkerte forsøg på at logge ind på denne konto eller fra din internetforbindelse, så vi tjekker, at du ikke er en robot. Din browser klarer det selv på et par sekunder: send igen. Du kan også få et login-link på e-mail.",
    contactNeeded:
      "Der er kommet mange beskeder fra din internetforbindelse på kort tid. Send igen om et øjeblik, eller skriv til os på {{email}}.",
  },
};

const en: Texts<typeof da> = {
  proofOfWork: {
    needed:
      "Many attempts have come from your internet connection in a short time, so we are checking that you are not a robot. Your browser does this by itself in a few seconds: send the form again. Without JavaScript it cannot, so try again later or turn JavaScript on.",
    loginNeeded:
      "There have been many wrong attempts to sign in to this account or from your internet connection, so we are checking that you are not a robot. Your browser does this by itself in a few seconds: send again. You can also get a sign-in link by e-mail.",
    contactNeeded:
      "Many messages have come from your internet connection in a short time. Send again in a moment, or write to us at {{email}}.",
  },
};

export type ProofOfWorkTexts = typeof da;

export const proofOfWorkTexts = { da, en };
registerTexts(proofOfWorkTexts);
