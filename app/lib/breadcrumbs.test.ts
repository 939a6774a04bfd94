import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, breadcrumbTrail, isIdSegment } from "./breadcrumbs";

const labels: Record<string, string> = { produkter: "Produkter", profile: "Min profil", edit: "Rediger" };
const trail = (path: string) => breadcrumbTrail(path, "Forside", (segment) => labels[segment]);

describe("breadcrumbTrail", () => {
  it("is empty on the home page", () => {
    expect(trail("/")).toEqual([]);
    expect(trail("")).toEqual([]);
  });

  it("starts at home and names each segment", () => {
    expect(trail("/profile/edit")).toEqual([
      { label: "Forside", href: "/" },
      { label: "Min profil", href: "/profile" },
      { label: "Rediger", href: "/profile/edit" },
    ]);
  });

  it("skips segments that look like 36-character ids", () => {
    expect(trail("/produkter/3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f")).toEqual([
      { label: "Forside", href: "/" },
      { label: "Produkter", href: "/produkter" },
    ]);
  });

  it("shows an unnamed segment as words", () => {
    expect(trail("/nyt-sted")).toEqual([
      { label: "Forside", href: "/" },
      { label: "Nyt sted", href: "/nyt-sted" },
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(trail("/produkter/")).toHaveLength(2);
  });
});

describe("isIdSegment", () => {
  it("recognises a UUID but not a 36-letter word", () => {
    expect(isIdSegment("3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f")).toBe(true);
    expect(isIdSegment("a".repeat(36))).toBe(false);
    expect(isIdSegment("3f2b8c1e-9d4a-4b7e-8f00")).toBe(false);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the items from 1 with absolute addresses", () => {
    expect(breadcrumbJsonLd(trail("/produkter"), "https://krukke.dk")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Forside", item: "https://krukke.dk/" },
        { "@type": "ListItem", position: 2, name: "Produkter", item: "https://krukke.dk/produkter" },
      ],
    });
  });
});
