import { describe, expect, it, vi } from "vitest";

/** A fresh copy of the registry, with no language loaded (the test setup registers both). */
async function freshRegistry() {
  vi.resetModules();
  return import("./index");
}

describe("loading a language's texts", () => {
  it("loads each language once, and only when asked", async () => {
    const i18n = await freshRegistry();
    expect(i18n.isLanguageLoaded("da")).toBe(false);
    expect(() => i18n.getTranslator("da")).toThrow(/no texts are loaded/);

    await Promise.all([i18n.loadLanguage("da"), i18n.loadLanguage("da")]);
    expect(i18n.isLanguageLoaded("da")).toBe(true);
    expect(i18n.isLanguageLoaded("en")).toBe(false);
    expect(i18n.translator("da")("cart.empty")).toBe("Din kurv er tom");
  });

  it("answers in a language it has while the asked one is on its way, then in the asked one", async () => {
    const i18n = await freshRegistry();
    await i18n.loadLanguage("da");
    const arrived = vi.fn();
    i18n.onLanguageLoaded(arrived);

    expect(i18n.translator("en")("cart.empty")).toBe("Din kurv er tom");
    await vi.waitFor(() => expect(i18n.isLanguageLoaded("en")).toBe(true));
    expect(arrived).toHaveBeenCalled();
    expect(i18n.translator("en")("cart.empty")).toBe("Your cart is empty");
  });
});
