/**
 * Hydrates the server-rendered page once the texts of its language are here: they are a module
 * of their own (see `~/i18n`), fetched beside the rest of the page's script. Should they fail to
 * arrive, the page stays as the server rendered it, whose links and forms work without scripts.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanguage } from "~/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";

const language = document.documentElement.lang;

/**
 * A form field checked as it loses focus is checked by Conform submitting its form with a
 * "validate" intent, which Conform's own submit handler stops. When the form is leaving the page
 * at that moment (a success view replacing it, focus still in its field), its handler is gone
 * and the browser would post the form as a page: a second, plain request that shows the empty
 * form again. A validation never leaves the page.
 */
document.addEventListener("submit", (event) => {
  const submitter = (event as SubmitEvent).submitter;
  if (
    submitter instanceof HTMLButtonElement &&
    submitter.name === "__intent__" &&
    /^\{"type":"validate"/.test(submitter.value)
  ) {
    event.preventDefault();
  }
});

loadLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's texts could not be loaded; it works without scripts.", error),
);
