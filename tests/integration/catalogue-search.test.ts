/**
 * The product list's search, facets and orders against a real database (PGlite, or the
 * PostgreSQL server when DATABASE_URL is set), checked against the demo data by brute force.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueHref, NO_CHOICES, type CatalogueQuery } from "~/lib/catalogue-address";
import { PRODUCT_TYPES } from "~/lib/domain";
import { ALLERGENS, DIETS, type Allergen } from "~/lib/food";
import { localized } from "~/i18n/localized";
import { facetBitsOf, FACET_FLAGS, type FacetFlag, type FacetSelection } from "~/lib/product-facets";
import { nameSortKey } from "~/lib/product-search";
import { rolePrice } from "~/lib/pricing";
import { findProduct } from "~/server/catalogue.server";
import { demoProducts } from "~/server/db/demo-data.server";
import { getDb } from "~/server/db/index.server";
import { queryRows } from "~/server/db/client.server";
import { products } from "~/server/db/schema.server";
import { seedDemoData } from "~/server/db/seed.server";
import { logger } from "~/server/logger.server";
import Products, { loader as productsLoader, meta as productsMeta } from "~/routes/produkter";
import { loader as suggestionsLoader } from "~/routes/resources.search";
import { shopperMaySee } from "../support/catalogue-by-hand";
import { setupTestDatabase } from "./helpers/database";
import { renderPage } from "./helpers/render";
import { callLoader, statusOf } from "./helpers/routes";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();
beforeAll(async () => {
  await seedDemoData(getDb());
});

const list = (search: string, headers?: HeadersInit) =>
  callLoader(productsLoader, `/produkter${search ? `?${search}` : ""}`, {}, { headers });
const titlesOf = async (search: string, headers?: HeadersInit) =>
  (await list(search, headers)).products.map((product) => product.title);
const ENGLISH = { Cookie: "lang=en" };
const hrefOf = (changes: Partial<CatalogueQuery>) =>
  catalogueHref({ ...NO_CHOICES, ...changes }).split("?")[1] ?? "";

describe("search, in the viewer's language", () => {
  it("finds a word by its stem: 'suppen' finds the soups that say 'suppe'", async () => {
    const titles = await titlesOf("q=suppen");
    expect(titles).toEqual(expect.arrayContaining(["Kartoffel-porresuppe", "Græskarsuppe med ingefær"]));
    const data = await list("q=suppen");
    expect(data.stems).toEqual(["sup"]);
  });

  it("finds a word inside a compound: 'linser' finds the lentil soup, first", async () => {
    expect((await titlesOf("q=linser"))[0]).toBe("Rød linsesuppe med spidskommen");
  });

  it("finds a word being typed, and a word inside a title's compound: 'supp' finds every soup named so", async () => {
    const named = demoProducts
      .filter((product) => /supp/i.test(product.title))
      .map((product) => product.title);
    expect(named.length).toBeGreaterThan(5);
    expect(await titlesOf("q=supp")).toEqual(expect.arrayContaining(named));
    // The Danish stemmer makes "supp" "sup", which marks every "suppe" in the titles.
    expect((await list("q=supp")).stems).toEqual(["sup"]);
  });

  it("finds a misspelt title: 'tomatsupe' finds Tomatsuppe, first", async () => {
    expect((await titlesOf("q=tomatsupe"))[0]).toBe("Tomatsuppe med basilikum");
  });

  it("searches the ingredients too", async () => {
    // Hazelnuts are in one product's ingredients (and title); estragon only in a dish's.
    expect(await titlesOf("q=estragon")).toContain("Kyllingegryde med estragon");
    const ginger = demoProducts.filter((product) => /ingefær/i.test(product.ingredients));
    expect(ginger.length).toBeGreaterThan(0);
    expect(await titlesOf("q=ingefær")).toEqual(
      expect.arrayContaining(ginger.map((product) => product.title)),
    );
  });

  it("searches the English texts for an English viewer: stems, typos, plurals", async () => {
    const titleEn = (title: string) => demoProducts.find((product) => product.title === title)!.title_en;
    const english = async (q: string) =>
      (await list(`q=${q}`, ENGLISH)).products.map((product) =>
        localized(product.title, product.title_en, "en"),
      );
    expect((await english("lentils"))[0]).toBe(titleEn("Rød linsesuppe med spidskommen"));
    expect((await english("tomatto"))[0]).toBe(titleEn("Tomatsuppe med basilikum"));
    const soups = await english("soups");
    expect(soups).toEqual(
      expect.arrayContaining([titleEn("Tomatsuppe med basilikum"), titleEn("Kartoffel-porresuppe")]),
    );
    // The Danish word is not an English one.
    expect(await english("linser")).toEqual([]);
  });

  it("says nothing matched and offers the closest titles", async () => {
    const data = await list("q=tomatsuppa%20basilikumm%20xyz");
    expect(data.total).toBe(0);
    expect(data.products).toEqual([]);
    const none = await list("q=xyzzyq");
    expect(none.total).toBe(0);
    expect(none.closest).toEqual([]);
    const near = await list("q=bolle%20i%20kary");
    expect(near.products.map((product) => product.title)).toContain("Boller i karry");
    const close = await list("q=stroganof%20kartofler%20xx");
    expect(close.total).toBe(0);
    expect(close.closest.map((product) => product.title)).toContain("Bøf stroganoff");
  });

  it("answers a hostile search with a page, never an error, and reads no SQL from it", async () => {
    const logged = vi.spyOn(logger, "error");
    const before = await queryRows<{ n: number }>(getDb(), sql`select count(*)::int n from products`);
    try {
      for (const q of [
        `"'\\`,
        "&|!:*",
        "suppe:* | !tomat & (linse",
        "'; drop table products; --",
        "\u0000",
        "tomat\u0000suppe",
        "a".repeat(10_000),
        "🍅".repeat(3_000),
        "\u202Esuppe\u202C",
        "%_\\%",
        "",
        "   ",
      ]) {
        const path = `/produkter?${new URLSearchParams({ q, uden: q, sort: q, type: q, side: q })}`;
        expect(await statusOf(productsLoader(argsFor(path))), q.slice(0, 20)).toBe(200);
        const suggested = `/resources/search?${new URLSearchParams({ q })}`;
        expect(await statusOf(suggestionsLoader(argsFor(suggested))), q.slice(0, 20)).toBe(200);
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect(await queryRows<{ n: number }>(getDb(), sql`select count(*)::int n from products`)).toEqual(
      before,
    );
  });
});

function argsFor(path: string) {
  const request = new Request(`http://localhost${path}`);
  return {
    request,
    params: {},
    context: { cspNonce: "", clientIp: "127.0.0.1", shareable: false },
    url: new URL(request.url),
    pattern: "",
  };
}

describe("facets", () => {
  /** Every product on sale, by hand: the demo products. */
  const byHand = (chosen: FacetSelection) => demoProducts.filter((product) => shopperMaySee(product, chosen));

  it("keep in the database exactly the bits the rules give each product", async () => {
    const rows = await queryRows<{ title: string; facets: number }>(
      getDb(),
      sql`select title, facets from products`,
    );
    for (const product of demoProducts) {
      expect(rows.find((row) => row.title === product.title)?.facets, product.title).toBe(
        facetBitsOf(product),
      );
    }
  });

  // Every combination of type, diets and flags, with no allergen, each one allergen and a pair.
  const selections: FacetSelection[] = [];
  const subsets = <T>(items: readonly T[]): T[][] =>
    items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
  const withouts: Allergen[][] = [
    [],
    ...ALLERGENS.map((allergen) => [allergen]),
    ["celery", "gluten"],
    ["milk", "eggs"],
  ];
  for (const type of [null, ...PRODUCT_TYPES])
    for (const diets of subsets(DIETS))
      for (const flags of subsets<FacetFlag>(FACET_FLAGS))
        for (const without of withouts)
          if (without.length === 0 || (diets.length === 0 && flags.length <= 1))
            selections.push({ type, diets, flags, without });

  it(`list and count what the rules allow, for ${selections.length} combinations`, async () => {
    for (const chosen of selections) {
      const search = hrefOf(chosen);
      const data = await list(search);
      const expected = byHand(chosen);
      expect(data.total, search).toBe(expected.length);
      // Newest first: the demo data lists its newest product first.
      expect(
        data.products.map((product) => product.title),
        search,
      ).toEqual(expected.map((product) => product.title));
      // Each choice's count is the list with it made.
      expect(data.counts.type.all, search).toBe(byHand({ ...chosen, type: null }).length);
      for (const type of PRODUCT_TYPES)
        expect(data.counts.type[type], search).toBe(byHand({ ...chosen, type }).length);
      for (const allergen of ALLERGENS) {
        const withIt = { ...chosen, without: [...new Set([...chosen.without, allergen])] };
        expect(data.counts.without[allergen], `${search} +${allergen}`).toBe(byHand(withIt).length);
      }
      for (const diet of DIETS) {
        expect(data.counts.diets[diet], search).toBe(
          byHand({ ...chosen, diets: [...new Set([...chosen.diets, diet])] }).length,
        );
      }
      for (const flag of FACET_FLAGS) {
        expect(data.counts.flags[flag], search).toBe(
          byHand({ ...chosen, flags: [...new Set([...chosen.flags, flag])] }).length,
        );
      }
    }
  });

  it("narrow a search, and count within it", async () => {
    const soups = await list("q=suppe");
    const narrowed = await list("q=suppe&uden=selleri&type=supper");
    // The whole records: the list's cards carry only what they show.
    const records = await Promise.all(soups.products.map((product) => findProduct(product.id)));
    const celeryFree = records
      .flatMap((product) => (product ? [product] : []))
      .filter((product) =>
        shopperMaySee(
          {
            ...product,
            allergens: product.food.allergens,
            may_contain: product.food.mayContain,
            diets: product.food.diets,
          },
          {
            ...NO_CHOICES,
            without: ["celery"],
            type: "soup",
          },
        ),
      );
    expect(narrowed.products.map((product) => product.id)).toEqual(celeryFree.map((product) => product.id));
    expect(soups.counts.without.celery).toBe(celeryFree.length);
  });

  it("leave out a product whose allergens are not declared, and one that may contain the allergen", async () => {
    await getDb()
      .insert(products)
      .values([
        { title: "Udeklareret suppe (test)", base_price: "50.00", type: "soup", allergens: null },
        {
          title: "Spor af selleri (test)",
          base_price: "50.00",
          type: "soup",
          allergens: [],
          may_contain: ["celery"],
        },
      ]);
    try {
      const titles = await titlesOf("uden=selleri");
      expect(titles).not.toContain("Udeklareret suppe (test)");
      expect(titles).not.toContain("Spor af selleri (test)");
      expect(await titlesOf("uden=gluten")).not.toContain("Udeklareret suppe (test)");
      expect(await titlesOf("uden=gluten")).toContain("Spor af selleri (test)");
    } finally {
      await getDb()
        .delete(products)
        .where(sql`${products.title} like '%(test)'`);
    }
  });
});

describe("orders", () => {
  // Prices that change places with the role: the guest's cheapest is the b2b's, not the customer's.
  const OWN = [
    { title: "Prisprøve A (test)", base_price: "100.00", customer_price: "20.00", b2b_price: null },
    { title: "Prisprøve B (test)", base_price: "21.00", customer_price: "90.00", b2b_price: "10.00" },
  ];
  beforeAll(async () => {
    await getDb()
      .insert(products)
      .values(OWN.map((product) => ({ ...product, type: "dish" as const, allergens: [] })));
  });

  it.each([
    ["a guest", undefined],
    ["a customer", "customer" as const],
    ["a b2b customer", "b2b_customer" as const],
  ])("sort by price follows the price %s pays", async (_who, role) => {
    const headers = role ? { Cookie: (await createSignedInUser({ changes: { role } })).cookie } : undefined;
    // The shop's list: a dish sold only in a season menu is not in it.
    const rows = (await getDb().select().from(products)).filter((row) => !row.season_only);
    const byPrice = [...rows].sort(
      (a, b) => rolePrice(a, role ?? null) - rolePrice(b, role ?? null) || (a.id < b.id ? -1 : 1),
    );
    const ascending = (await list("sort=pris", headers)).products;
    expect(ascending.map((product) => product.id)).toEqual(byPrice.map((product) => product.id));
    const units = ascending.map((product) => product.price.unit);
    expect(units).toEqual([...units].sort((a, b) => a - b));
    const descending = (await list("sort=pris-faldende", headers)).products;
    expect(descending.map((product) => product.id)).toEqual(byPrice.reverse().map((product) => product.id));
  });

  it("sorts by name in Danish alphabetical order, in the viewer's language", async () => {
    const byName = (language: "da" | "en", titles: string[]) =>
      [...titles].sort((a, b) =>
        nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0,
      );
    const danish = (await list("sort=navn")).products.map((product) => product.title);
    expect(danish).toEqual(byName("da", danish));
    expect(danish).toHaveLength(demoProducts.length + OWN.length);
    const english = (await list("sort=navn", ENGLISH)).products.map((product) =>
      localized(product.title, product.title_en, "en"),
    );
    expect(english).toEqual(byName("en", english));
  });
});

describe("the list's pages and address", () => {
  it("keeps the filters on the pages, and says 404 past the last", async () => {
    const soups = Array.from({ length: 30 }, (_, n) => ({
      title: `Sidesuppe ${n} (test)`,
      base_price: "40.00",
      type: "soup" as const,
      allergens: [],
    }));
    await getDb().insert(products).values(soups);
    try {
      const first = await list("type=supper&uden=selleri");
      expect(first.pageCount).toBe(2);
      const second = await list("type=supper&uden=selleri&side=2");
      expect(second.products.length + first.products.length).toBe(first.total);
      const records = await Promise.all(second.products.map((product) => findProduct(product.id)));
      expect(
        records.every((product) => product?.type === "soup" && !product.food.allergens?.includes("celery")),
      ).toBe(true);
      const html = renderPage(Products, {
        path: "/produkter?type=supper&uden=selleri",
        pattern: "/produkter",
        loaderData: first,
      });
      expect(html).toContain('href="/produkter?type=supper&amp;uden=selleri&amp;side=2"');
      const past = await callLoader(
        productsLoader,
        "/produkter?type=supper&uden=selleri&side=3",
        {},
        { raw: true },
      );
      expect(past.init?.status).toBe(404);
    } finally {
      await getDb()
        .delete(products)
        .where(sql`${products.title} like 'Sidesuppe %'`);
    }
  });

  it("works as a plain form: the filters' fields, a button to send them, the choices checked", async () => {
    const data = await list("q=&type=supper&uden=selleri&uden=gluten&sort=nyeste");
    const html = renderPage(Products, {
      path: "/produkter?q=&type=supper&uden=selleri&uden=gluten&sort=nyeste",
      pattern: "/produkter",
      loaderData: data,
    });
    const form = html.match(/<form id="produktfiltre"[^>]*>/)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/produkter"');
    const input = (name: string, value: string) =>
      html
        .match(/<input[^>]*>/g)
        ?.find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`));
    expect(input("uden", "selleri")).toContain("checked");
    expect(input("uden", "gluten")).toContain("checked");
    expect(input("uden", "maelk")).not.toContain("checked");
    expect(input("type", "supper")).toContain("checked");
    expect(html).toContain(">Vis produkter</button>");
  });

  it("keeps a searched or filtered list out of search engines, pointing to the whole list", () => {
    const metaFor = (search: string) =>
      productsMeta({
        location: { pathname: "/produkter", search, hash: "", state: null, key: "" },
        matches: [{ id: "root", loaderData: { language: "da", publicUrl: "https://krukke.dk" } }],
      } as never) as Array<Record<string, string>>;
    const robots = (search: string) => metaFor(search).find((tag) => tag.name === "robots")?.content;
    const canonical = (search: string) => metaFor(search).find((tag) => tag.rel === "canonical")?.href;
    for (const search of [
      "?q=suppe",
      "?uden=selleri",
      "?type=supper&okologisk=1",
      "?filter=supper&sort=pris",
    ]) {
      expect(robots(search), search).toBe("noindex, follow");
      expect(canonical(search), search).toBe("https://krukke.dk/produkter");
    }
    expect(robots("")).toBeUndefined();
    expect(robots("?filter=supper")).toBeUndefined();
    expect(canonical("?filter=supper")).toBe("https://krukke.dk/produkter?filter=supper");
    expect(canonical("?type=supper")).toBe("https://krukke.dk/produkter?filter=supper");
    expect(canonical("?filter=okologisk&side=2")).toBe("https://krukke.dk/produkter?filter=okologisk&side=2");
  });
});

describe("the header's suggestions", () => {
  const suggest = (q: string, headers?: HeadersInit) =>
    callLoader(suggestionsLoader, `/resources/search?${new URLSearchParams({ q })}`, {}, { headers });

  it("start at two letters, at most six, best first, with the viewer's price", async () => {
    expect((await suggest("t")).products).toEqual([]);
    const soups = await suggest("suppe");
    expect(soups.products.length).toBeGreaterThan(0);
    expect(soups.products.length).toBeLessThanOrEqual(6);
    expect((await suggest("tomatsupe")).products[0]?.title).toBe("Tomatsuppe med basilikum");
    const b2b = await createSignedInUser({ changes: { role: "b2b_customer" } });
    const tomato = demoProducts.find((product) => product.title === "Tomatsuppe med basilikum")!;
    expect((await suggest("tomatsuppe", { Cookie: b2b.cookie })).products[0]?.price.unit).toBe(
      rolePrice(tomato, "b2b_customer"),
    );
    expect((await suggest("tomato", ENGLISH)).products[0]?.title).toBe(tomato.title_en);
  });
});
