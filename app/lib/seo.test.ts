import { describe, expect, it } from "vitest";
import { localizedUrl, META_DESCRIPTION_LIMIT, pageMeta, truncateText } from "./seo";

describe("truncateText", () => {
  it("leaves a short description alone (whitespace collapsed)", () => {
    expect(truncateText("  Supper   på glas. ")).toBe("Supper på glas.");
  });

  it("cuts a long description to at most 160 characters at a word, with an ellipsis", () => {
    const long = "Økologiske supper og retter på glas ".repeat(10);
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(" ")).toBe(false);
  });

  it("cuts inside a word only when there is no space to cut at", () => {
    const cut = truncateText("x".repeat(300));
    expect(cut).toHaveLength(160);
  });

  it("keeps a text of exactly the limit", () => {
    const exact = "a".repeat(160);
    expect(truncateText(exact)).toBe(exact);
  });
});

describe("localizedUrl", () => {
  it("gives Danish the plain address and English ?lang=en", () => {
    expect(localizedUrl("https://krukke.dk", "/filosofi", "da")).toBe("https://krukke.dk/filosofi");
    expect(localizedUrl("https://krukke.dk", "/filosofi", "en")).toBe("https://krukke.dk/filosofi?lang=en");
  });

  it("keeps other query parameters and replaces an existing language", () => {
    expect(localizedUrl("https://krukke.dk", "/produkter?filter=supper&lang=da", "en")).toBe(
      "https://krukke.dk/produkter?filter=supper&lang=en",
    );
    expect(localizedUrl("https://krukke.dk", "/produkter?lang=en", "da")).toBe("https://krukke.dk/produkter");
  });
});

describe("pageMeta", () => {
  const base = {
    title: "Vores filosofi",
    description: "d".repeat(200),
    path: "/filosofi",
    language: "en" as const,
    publicUrl: "https://krukke.dk",
  };

  it("names the shop in the title, cuts the description and links the canonical address", () => {
    const tags = pageMeta(base);
    expect(tags).toContainEqual({ title: "Vores filosofi | Krukke" });
    const description = tags.find((tag) => "name" in tag && tag.name === "description") as {
      content: string;
    };
    expect(description.content.length).toBeLessThanOrEqual(160);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://krukke.dk/filosofi?lang=en",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
  });

  it("lists every language version and a default", () => {
    const alternates = pageMeta(base).filter((tag) => "hrefLang" in tag);
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "da", href: "https://krukke.dk/filosofi" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://krukke.dk/filosofi?lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://krukke.dk/filosofi" },
    ]);
  });

  it("keeps a page out of search engines when asked, without a canonical link", () => {
    const tags = pageMeta({ ...base, noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it("makes the share image absolute", () => {
    expect(pageMeta({ ...base, image: "/images/products/x.svg" })).toContainEqual({
      property: "og:image",
      content: "https://krukke.dk/images/products/x.svg",
    });
  });

  it("gives the keywords when a page has them", () => {
    expect(pageMeta({ ...base, keywords: " glas, genbrug " })).toContainEqual({
      name: "keywords",
      content: "glas, genbrug",
    });
    expect(pageMeta({ ...base, keywords: "" }).some((tag) => "name" in tag && tag.name === "keywords")).toBe(
      false,
    );
  });
});

describe("pageMeta without the shop's address", () => {
  it("gives an error page answering a form post its title and keeps it out of search engines", () => {
    const tags = pageMeta({
      title: "Siden findes ikke",
      description: "Beklager",
      path: "/admin",
      language: "da",
      publicUrl: "",
    });
    expect(tags).toEqual([
      { title: "Siden findes ikke | Krukke" },
      { name: "description", content: "Beklager" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
