/**
 * The sign-in, sign-up and password pages' texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  login: {
    loginTitle: "Log ind",
    signUpTitle: "Opret konto",
    loginIntro: "Log ind for at handle, se dine ordrer og læse alle vores opskrifter.",
    signUpIntro: "Opret en konto for at bestille og få adgang til alle opskrifter.",
    email: "E-mail",
    password: "Adgangskode",
    confirmPassword: "Bekræft adgangskode",
    rememberMe: "Husk mig",
    forgotPassword: "Glemt adgangskode?",
    firstName: "Fornavn",
    lastName: "Efternavn",
    phone: "Telefon",
    streetAddress: "Adresse",
    postalCode: "Postnummer",
    city: "By",
    country: "Land (valgfrit)",
    terms: "Jeg accepterer <terms>handelsbetingelserne</terms> og <privacy>privatlivspolitikken</privacy>",
    submitLogin: "Log ind",
    submitSignUp: "Opret konto",
    toSignUp: "Har du ikke en konto?",
    toSignUpLink: "Opret konto",
    toLogin: "Har du allerede en konto?",
    toLoginLink: "Log ind",
    or: "eller",
    continueWith: "Fortsæt med {{provider}}",
    passwordHint: "Mindst 8 tegn.",
    loginSuccess: "Login succesfuld!",
    signUpSuccess: "Konto oprettet! Tjek din email for bekræftelse.",
    signUpSuccessText:
      "Vi har sendt en e-mail til {{email}} med et link. Klik på linket for at bekræfte din e-mail, og log derefter ind.",
    notVerified: "Din e-mail er ikke bekræftet endnu",
    notVerifiedText:
      "Klik på linket i den e-mail, vi sendte til {{email}}. Kan du ikke finde den, så send en ny.",
    resend: "Send bekræftelsesmail igen",
    resent: "Vi har sendt en ny bekræftelsesmail.",
    verified: "Din e-mail er bekræftet. Du kan nu logge ind.",
    verifyLinkInvalid: "Bekræftelseslinket er udløbet eller ugyldigt. Log ind for at få et nyt.",
    invalidCredentials: "Forkert e-mail eller adgangskode.",
    rateLimited: "For mange forsøg. Prøv igen om {{minutes}} minutter.",
    signInLinkSend: "Send mig et login-link",
    signInLinkSent:
      "Hvis der findes en konto med {{email}}, har vi sendt et link, der logger dig ind. Det virker i 15 minutter.",
    signInLinkFailed:
      "Login-linket er udløbet eller allerede brugt. Log ind med din adgangskode, eller bed om et nyt link.",
    unexpected: "Der skete en fejl. Prøv igen.",
    errorTitle: "Fejl",
    forgotTitle: "Glemt adgangskode",
    forgotIntro: "Skriv din e-mail, så sender vi et link, hvor du kan vælge en ny adgangskode.",
    forgotSubmit: "Send link",
    forgotSent:
      "Hvis der findes en konto med {{email}}, har vi sendt et link til at vælge en ny adgangskode. Linket virker i 1 time.",
    backToLogin: "Tilbage til log ind",
    resetTitle: "Vælg ny adgangskode",
    resetIntro: "Skriv din nye adgangskode to gange.",
    newPassword: "Ny adgangskode",
    resetSubmit: "Gem ny adgangskode",
    resetDone: "Din adgangskode er ændret. Log ind med den nye.",
    resetInvalid: "Linket er udløbet eller allerede brugt. Bed om et nyt.",
    requestNewLink: "Bed om et nyt link",
    metaDescription:
      "Log ind på din Krukke-konto, eller opret en ny for at bestille supper og retter på glas.",
  },
};

const en: Texts<typeof da> = {
  login: {
    loginTitle: "Log in",
    signUpTitle: "Create account",
    loginIntro: "Log in to shop, see your orders and read all our recipes.",
    signUpIntro: "Create an account to order and to read all our recipes.",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    rememberMe: "Remember me",
    forgotPassword: "Forgot your password?",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    streetAddress: "Street address",
    postalCode: "Postal code",
    city: "City",
    country: "Country (optional)",
    terms: "I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>",
    submitLogin: "Log in",
    submitSignUp: "Create account",
    toSignUp: "Don't have an account?",
    toSignUpLink: "Create account",
    toLogin: "Already have an account?",
    toLoginLink: "Log in",
    or: "or",
    continueWith: "Continue with {{provider}}",
    passwordHint: "At least 8 characters.",
    loginSuccess: "Logged in!",
    signUpSuccess: "Account created! Check your email to confirm it.",
    signUpSuccessText:
      "We have sent an email to {{email}} with a link. Click the link to confirm your email, then log in.",
    notVerified: "Your email is not confirmed yet",
    notVerifiedText:
      "Click the link in the email we sent to {{email}}. If you cannot find it, send a new one.",
    resend: "Send the confirmation email again",
    resent: "We have sent a new confirmation email.",
    verified: "Your email is confirmed. You can log in now.",
    verifyLinkInvalid: "The confirmation link has expired or is invalid. Log in to get a new one.",
    invalidCredentials: "Wrong email or password.",
    rateLimited: "Too many attempts. Try again in {{minutes}} minutes.",
    signInLinkSend: "E-mail me a sign-in link",
    signInLinkSent:
      "If there is an account with {{email}}, we have sent it a link that signs you in. It works for 15 minutes.",
    signInLinkFailed:
      "The sign-in link has expired or has already been used. Sign in with your password, or ask for a new link.",
    unexpected: "Something went wrong. Please try again.",
    errorTitle: "Error",
    forgotTitle: "Forgot your password",
    forgotIntro: "Enter your email and we will send a link where you can choose a new password.",
    forgotSubmit: "Send link",
    forgotSent:
      "If there is an account for {{email}}, we have sent a link to choose a new password. The link works for 1 hour.",
    backToLogin: "Back to log in",
    resetTitle: "Choose a new password",
    resetIntro: "Type your new password twice.",
    newPassword: "New password",
    resetSubmit: "Save new password",
    resetDone: "Your password has been changed. Log in with the new one.",
    resetInvalid: "The link has expired or has already been used. Ask for a new one.",
    requestNewLink: "Ask for a new link",
    metaDescription: "Log in to your Krukke account, or create one to order soups and meals in glass jars.",
  },
};

export type LoginTexts = typeof da;

export const loginTexts = { da, en };
registerTexts(loginTexts);
