import { E2E_BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";

test.describe("the SEO tools page", () => {
  test("is kept out of search engines and links to the sitemap and the product feed", async ({
    page,
    context,
  }) => {
    await page.goto("/seo-tools");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SEO-værktøjer");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Sådan bruger du dem" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Implementeringstjekliste" })).toBeVisible();

    const sitemapLink = page.getByRole("link", { name: `${E2E_BASE_URL}/sitemap.xml` });
    const [sitemap] = await Promise.all([context.waitForEvent("page"), sitemapLink.click()]);
    await sitemap.waitForLoadState();
    expect(sitemap.url()).toBe(`${E2E_BASE_URL}/sitemap.xml`);
    // Chromium shows the XML as a document tree.
    expect(await sitemap.content()).toContain(`${E2E_BASE_URL}/produkter`);

    const feed = await page.request.get(
      (await page
        .getByRole("link", { name: `${E2E_BASE_URL}/feeds/google-merchant.xml` })
        .getAttribute("href"))!,
    );
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("<g:price>59.00 DKK</g:price>");
  });

  test("robots.txt points to the sitemap and keeps the private pages out", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    for (const path of ["/login", "/profile", "/checkout", "/seo-tools"])
      expect(text).toContain(`Disallow: ${path}`);
  });
});
