import { textLines } from "../app/lib/text";
import { demoBlogPosts } from "../app/server/db/demo-data.server";
import { demoId } from "../app/server/db/seed.server";
import { expect, test } from "./support/fixtures";

const featured = demoBlogPosts.find((post) => post.featured)!;
const scheduled = demoBlogPosts.find((post) => post.publishedInDays > 0)!;
const published = demoBlogPosts.filter((post) => post.publishedInDays <= 0);
const farmers = demoBlogPosts.find((post) => post.key === "fra-jord-til-bord")!;

test.describe("the blog", () => {
  test("the featured post leaves the grid in the all view and stays in it in its category", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const featuredBlock = page.getByTestId("featured-post");
    const cards = page.getByTestId("blog-card");
    await expect(featuredBlock.getByRole("heading")).toHaveText(featured.title);
    await expect(cards).toHaveCount(published.length - 1);
    await expect(cards.filter({ hasText: featured.title })).toHaveCount(0);

    const chips = page.getByRole("navigation", { name: "Vis indlæg" });
    await chips.getByRole("link", { name: "Bæredygtighed" }).click();
    await expect(page).toHaveURL(/\/blog\?kategori=sustainability$/);
    await expect(chips.getByRole("link", { name: "Bæredygtighed" })).toHaveAttribute("aria-current", "page");
    await expect(featuredBlock).toHaveCount(0);
    await expect(cards.getByRole("heading")).toHaveText([featured.title]);
  });

  test("a scheduled post is neither listed nor reachable by its id", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    for (const address of ["/blog", `/blog?kategori=${scheduled.category}`]) {
      await page.goto(address);
      await expect(page.getByTestId("blog-card").first()).toBeVisible();
      await expect(page.getByText(scheduled.title)).toHaveCount(0);
    }
    const response = await page.goto(`/blog/${demoId("blog", scheduled.key)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogindlægget blev ikke fundet");
    await page.getByRole("main").getByRole("link", { name: "Tilbage til bloggen" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a post opens from its card with author, date, paragraphs, keywords and BlogPosting data", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: `Læs mere: ${farmers.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${demoId("blog", farmers.key)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(farmers.title);
    await expect(page.getByText(`Af ${farmers.author}`)).toBeVisible();
    await expect(page.getByRole("main").locator("time")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
    await expect(page.getByText(`${farmers.read_time} min læsning`)).toBeVisible();
    await expect(page.getByTestId("post-content").locator("p")).toHaveText(textLines(farmers.content));
    await expect(page).toHaveTitle(`${farmers.title} | Krukke`);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", farmers.keywords);
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: farmers.title, author: { name: farmers.author } });
    expect(posting.datePublished).toMatch(/Z$|[+-]\d{2}:\d{2}$/);
  });

  test("in English the English title and content show", async ({ page }) => {
    await page.goto(`/blog/${demoId("blog", farmers.key)}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(farmers.title_en);
    await expect(page.getByTestId("post-content").locator("p")).toHaveText(textLines(farmers.content_en));
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the blog" })).toBeVisible();
  });
});

test.describe("the blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete from the server, with no skeleton left behind", async ({ page }) => {
    await page.goto("/blog?kategori=ingredients");
    await expect(page.getByTestId("blog-card")).toHaveCount(
      published.filter((post) => post.category === "ingredients").length,
    );
    await expect(page.getByTestId("card-skeleton")).toHaveCount(0);
  });
});
