import { createContext, useContext } from "react";

const StylesheetText = createContext<string | null>(null);

/** The server hands the stylesheet's text to the page through this (see entry.server). */
export const StylesheetTextProvider = StylesheetText.Provider;

/** In the browser: what the server put in the page, read before hydration compares it. */
const served =
  typeof document === "undefined" ? "" : (document.getElementById("stylesheet")?.textContent ?? "");

/**
 * The shop's stylesheet inside the page instead of linked from it (production only): it is about
 * 7 KB compressed, and the page paints as soon as its HTML has arrived instead of after a second
 * round trip. Pages navigated to in the browser keep it; only the first page carries it.
 */
export function InlineStylesheet() {
  const text = useContext(StylesheetText) ?? served;
  return <style id="stylesheet" dangerouslySetInnerHTML={{ __html: text }} />;
}
