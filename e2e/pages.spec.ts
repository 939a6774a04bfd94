import { NOTICE_DAYS } from "../app/lib/subscriptions";
import { expect, test } from "./support/fixtures";

const PAGES = [
  { path: "/", heading: "Hjemmelavet mad, klar når du er", title: /^Krukke – supper og retter på glas/ },
  { path: "/filosofi", heading: "Vores filosofi", title: "Vores filosofi | Krukke" },
  { path: "/nytar-2025", heading: "Nytårsmenu 2025", title: "Nytårsmenu 2025 | Krukke" },
  { path: "/privatlivspolitik", heading: "Privatlivspolitik", title: "Privatlivspolitik | Krukke" },
  { path: "/handelsbetingelser", heading: "Handelsbetingelser", title: "Handelsbetingelser | Krukke" },
  { path: "/tilbagekaldelse", heading: "Tilbagekaldelser", title: "Tilbagekaldelser | Krukke" },
];

test.describe("every page", () => {
  for (const page of PAGES) {
    test(`${page.path} renders with its heading, title, description and canonical address`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expect(browser).toHaveTitle(page.title);
      const description = await browser.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${page.path === "/" ? "/$" : page.path}$`),
      );
      await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute("content", /Krukke/);
      await expect(browser.getByRole("banner")).toBeVisible();
      await expect(browser.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the home page leads to the products and the philosophy", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Se vores produkter" })).toHaveAttribute(
      "href",
      "/produkter",
    );
    await page.getByRole("link", { name: "Læs vores filosofi" }).click();
    await expect(page).toHaveURL(/\/filosofi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores filosofi");
  });

  test("the home page shows the four features, the story and the partners", async ({ page }) => {
    await page.goto("/");
    for (const feature of ["Autentiske opskrifter", "Økologi og dansk kød", "Clean label", "Håndværk"]) {
      await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Fra et lille køkken til hele Danmark" })).toBeVisible();
    await expect(page.getByText("Økoskabet", { exact: true })).toBeVisible();
    await expect(page.getByText("Afhentning i skabe")).toBeVisible();
  });

  test("the philosophy page has the six values, four sustainability points and the history", async ({
    page,
  }) => {
    await page.goto("/filosofi");
    await expect(page.getByRole("heading", { name: "Fra jord til bord" })).toBeVisible();
    const values = page
      .getByRole("region", { name: "Seks værdier, vi laver mad efter" })
      .getByRole("listitem");
    await expect(values).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Bæredygtighed i praksis" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(page.getByText(/Birkerød/).first()).toBeVisible();
    await expect(page.getByText(/rugbrødsfabrik/).first()).toBeVisible();
  });

  test("the New Year page shows the menu and pre-order buttons that do nothing", async ({ page }) => {
    await page.goto("/nytar-2025");
    for (const course of ["Jordskokkesuppe", "Oksetournedos med fondantkartofler", "Pære Belle Hélène"]) {
      await expect(page.getByRole("heading", { name: course })).toBeVisible();
    }
    await expect(page.getByText("I et af 12 Økoskabe i København")).toBeVisible();
    const buttons = page.getByRole("button", { name: "Kan snart forudbestilles" });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    // Last year's menu now: it says so, and points to the menu on sale (the demo's, or one a
    // test put on sale), which the header and the footer name the same way.
    const note = page.getByRole("note").filter({ hasText: "sidste års" });
    await expect(note).toContainText("Dette var sidste års nytårsmenu.");
    const current = note.getByRole("link", { name: /^Se / });
    const href = await current.getAttribute("href");
    expect(href).toMatch(/^\/[a-z0-9-]+$/);
    const name = (await current.textContent())!.replace(/^Se /, "");
    for (const region of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
      await expect(region.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
  });

  test("the legal pages carry their dates, sections and figures", async ({ page }) => {
    await page.goto("/privatlivspolitik");
    await expect(page.getByText("Sidst opdateret 28. november 2026")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Indhold" }).getByRole("link")).toHaveCount(10);
    await expect(page.getByText(/Regnskabsoplysninger .* 5 år/)).toBeVisible();
    await expect(page.getByText(/Kundeoplysninger gemmes i 3 år/)).toBeVisible();
    await expect(page.getByText(/Indkøbskurven slettes efter 7 dage/)).toBeVisible();

    await page.goto("/handelsbetingelser");
    await expect(page.getByText(/25% moms/)).toBeVisible();
    await expect(page.getByText(/gælder dog ikke for fødevarer/)).toBeVisible();
    await expect(page.getByText(/24 måneders reklamationsret/)).toBeVisible();
    await expect(page.getByText(/Abonnementet løber, til du opsiger det/)).toBeVisible();
    await expect(
      page.getByText(
        `med ${NOTICE_DAYS} dages varsel: ændringer gælder leveringer mere end ${NOTICE_DAYS} dage ude`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText(/Nævnenes Hus/)).toBeVisible();
    await expect(page.getByText(/ec\.europa\.eu\/odr/)).toHaveCount(0);
  });

  test("the footer carries the company, contact details, certifications and legal links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Krukke ApS").first()).toBeVisible();
    await expect(footer.getByText(/CVR-nr\./)).toBeVisible();
    await expect(footer.getByRole("link", { name: /hej@krukke\.dk/ })).toBeVisible();
    // The smiley scheme: the shop's control reports on findsmiley.dk (the demo: its search page).
    await expect(
      footer.getByRole("link", { name: /Smiley fra Fødevarestyrelsen.*kontrolrapporter på findsmiley\.dk/ }),
    ).toHaveAttribute("href", "https://www.findsmiley.dk/");
    await expect(footer.getByRole("img", { name: /Ø-mærke/ })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Cookieindstillinger" })).toBeVisible();
    await footer.getByRole("link", { name: "Handelsbetingelser" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Handelsbetingelser");
  });
});

test.describe("not found", () => {
  test("an unknown address answers 404 with the not-found page and a way home", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto("/findes-ikke/overhovedet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siden findes ikke");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("breadcrumbs", () => {
  test("show under the header on /filosofi, with structured data", async ({ page }) => {
    await page.goto("/filosofi");
    const trail = page.getByRole("navigation", { name: "Brødkrumme" });
    await expect(trail.getByRole("link", { name: "Forside" })).toHaveAttribute("href", "/");
    await expect(trail.getByText("Filosofi")).toHaveAttribute("aria-current", "page");
    const data = JSON.parse(
      (await trail.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toHaveLength(2);
  });

  test("are hidden on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Brødkrumme" })).toHaveCount(0);
  });
});
