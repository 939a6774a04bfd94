import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { BlogCategory } from "~/lib/domain";
import { textLines } from "~/lib/text";
import { demoBlogPosts } from "~/server/db/demo-data.server";
import { getDb } from "~/server/db/index.server";
import { blogPosts } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { logger } from "~/server/logger.server";
import Blog, { loader as blogLoader } from "~/routes/blog";
import BlogPostPage, { loader as postLoader } from "~/routes/blog.$id";
import { setupTestDatabase } from "./helpers/database";
import { renderPage, renderPageSettled } from "./helpers/render";
import { callLoader, expectResponseStatus } from "./helpers/routes";

setupTestDatabase();
beforeAll(async () => {
  await seedDemoData(getDb());
});

/** The demo posts that are out, newest first (the seed dates them relative to now). */
const published = demoBlogPosts
  .filter((post) => post.publishedInDays <= 0)
  .sort((a, b) => b.publishedInDays - a.publishedInDays);
const scheduled = demoBlogPosts.find((post) => post.publishedInDays > 0)!;
const featured = demoBlogPosts.find((post) => post.featured)!;

async function listFor(query = "") {
  const data = await callLoader(blogLoader, `/blog${query}`);
  return { ...data, list: await data.list };
}

async function postPage(id: string, language: "da" | "en" = "da") {
  const path = `/blog/${id}`;
  const data = await callLoader(postLoader, path, { id });
  return { data, html: renderPage(BlogPostPage, { path, pattern: "blog/:id", loaderData: data, language }) };
}

async function withPost(values: Partial<typeof blogPosts.$inferInsert>, test: (id: string) => Promise<void>) {
  const id = randomUUID();
  await getDb()
    .insert(blogPosts)
    .values({
      id,
      title: "Testindlæg",
      category: "business",
      published_at: new Date(Date.now() - 60_000),
      ...values,
    });
  try {
    await test(id);
  } finally {
    await getDb().delete(blogPosts).where(eq(blogPosts.id, id));
  }
}

describe("the blog list", () => {
  it("sends a quick list with the page, and streams it only when it is slow", async () => {
    const data = await callLoader(blogLoader, "/blog");
    expect(data.list).not.toBeInstanceOf(Promise);
  });

  it("lists only published posts, newest first, with the featured one apart in the all view", async () => {
    const { category, list } = await listFor();
    expect(category).toBeNull();
    expect(list.featured?.title).toBe(featured.title);
    expect(list.posts.map((post) => post.title)).toEqual(
      published.filter((post) => post !== featured).map((post) => post.title),
    );
    expect(JSON.stringify(list)).not.toContain(scheduled.title);
  });

  it.each(["sustainability", "recipes", "ingredients", "business"] as BlogCategory[])(
    "filters to %s, featured posts staying in the grid",
    async (category) => {
      const { list } = await listFor(`?kategori=${category}`);
      expect(list.featured).toBeNull();
      expect(list.posts.map((post) => post.title)).toEqual(
        published.filter((post) => post.category === category).map((post) => post.title),
      );
    },
  );

  it("treats an unknown category as all posts", async () => {
    for (const query of ["?kategori=alle", "?kategori=%3Cscript%3E", "?kategori"]) {
      const { category, list } = await listFor(query);
      expect(category).toBeNull();
      expect(list.posts.length + (list.featured ? 1 : 0)).toBe(published.length);
    }
  });

  it("sends cards without the posts' content, dated in ISO 8601", async () => {
    const { list } = await listFor("?kategori=sustainability");
    const card = list.posts.find((post) => post.title === featured.title)!;
    expect(card).not.toHaveProperty("content");
    expect(card.excerpt).toBe(featured.excerpt);
    expect(card.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("leaves drafts out and takes in a post the moment its time has come", async () => {
    await withPost({ title: "Kladde", published_at: null }, async () => {
      const { list } = await listFor("?kategori=business");
      expect(list.posts.map((post) => post.title)).not.toContain("Kladde");
    });
    await withPost({ title: "Lige nu", published_at: new Date() }, async () => {
      const { list } = await listFor("?kategori=business");
      expect(list.posts[0]?.title).toBe("Lige nu");
    });
  });

  it("still answers when the posts cannot be loaded: the streamed list fails (the page shows its error text)", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await getDb().execute(sql`alter table blog_posts rename to blog_posts_away`);
    try {
      const data = await callLoader(blogLoader, "/blog");
      await expect(data.list).rejects.toThrow();
      expect(logged).toHaveBeenCalledWith(expect.anything(), "could not load the blog posts");
    } finally {
      await getDb().execute(sql`alter table blog_posts_away rename to blog_posts`);
      logged.mockRestore();
    }
  });
});

describe("a blog post page", () => {
  const key = "fra-jord-til-bord";
  const post = demoBlogPosts.find((p) => p.key === key)!;

  it("shows the post with its author, date, read time and one paragraph per line", async () => {
    const { data, html } = await postPage(demoId("blog", key));
    expect(data.post).toMatchObject({ title: post.title, author: "Mette Krogh", keywords: post.keywords });
    expect(html).toContain("Af Mette Krogh");
    expect(html).toContain(`${post.read_time} min læsning`);
    const content = /<div[^>]*data-testid="post-content"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect([...content.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1])).toEqual(textLines(post.content));
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((entry) => entry["@type"] === "BlogPosting");
    expect(jsonLd).toMatchObject({
      headline: post.title,
      author: { "@type": "Person", name: "Mette Krogh" },
      publisher: { "@type": "Organization", name: "Krukke" },
      image: "https://krukke.test/images/blog/fra-jord-til-bord-640.webp",
      datePublished: data.post.published_at,
    });
  });

  it("names the shop when a post has no author, and dates it day. month year", async () => {
    await withPost(
      { published_at: new Date("2025-11-18T10:00:00Z"), author: null, excerpt: null, content: "Indhold." },
      async (id) => {
        const { html } = await postPage(id);
        expect(html).toContain("Af Krukke");
        expect(html).toContain("18. november 2025");
      },
    );
  });

  it("uses the English fields in English, and the Danish ones where the English are empty", async () => {
    const english = await postPage(demoId("blog", key), "en");
    expect(english.html).toContain(post.title_en);
    expect(english.html).toContain(textLines(post.content_en)[0]);
    expect(english.html).not.toContain(textLines(post.content)[0]);
    await withPost(
      {
        title: "Kun på dansk",
        title_en: " ",
        content: "Dansk tekst.",
        content_en: "",
        excerpt_en: "English excerpt",
      },
      async (id) => {
        const { html } = await postPage(id, "en");
        expect(html).toContain("Kun på dansk");
        expect(html).toContain("Dansk tekst.");
        expect(html).toContain("English excerpt");
      },
    );
  });

  it("shows markup in a post as text: the loader returns it as it is, the page escapes it", async () => {
    await withPost(
      { title: "<i>Kursiv</i>", content: "Før.\n<script>alert(1)</script>\n<img src=x onerror=alert(2)>" },
      async (id) => {
        const { data, html } = await postPage(id);
        expect(data.post.content).toContain("<script>alert(1)</script>");
        expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
        expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
        expect(html).not.toContain("<script>alert(1)");
        expect(html).not.toContain("<img src=x");
        expect(html).not.toContain("<i>Kursiv</i>");
      },
    );
  });

  it("answers 404 for an unknown or malformed id, a draft and a scheduled post", async () => {
    const ids = [
      "00000000-0000-4000-8000-000000000000",
      "ikke-et-id",
      "1' or 1=1",
      demoId("blog", scheduled.key),
    ];
    for (const id of ids) {
      await expectResponseStatus(callLoader(postLoader, `/blog/${encodeURIComponent(id)}`, { id }), 404);
    }
    await withPost({ published_at: null }, async (id) => {
      await expectResponseStatus(callLoader(postLoader, `/blog/${id}`, { id }), 404);
    });
  });
});

describe("the blog list's states", () => {
  const page = (list: unknown) => ({ path: "/blog", pattern: "blog", loaderData: { category: null, list } });

  it("shows six skeleton cards while a slow list is on its way", () => {
    const html = renderPage(Blog, page(new Promise(() => undefined)));
    expect(html.match(/data-testid="card-skeleton"/g)).toHaveLength(6);
    expect(html).toContain("Indlæser blogindlæg...");
  });

  it("shows the blog's error text (docs/product.md, Blog) when the posts cannot be loaded", async () => {
    const failing = Promise.reject(new Error("database down"));
    failing.catch(() => undefined);
    const html = await renderPageSettled(Blog, page(failing));
    expect(html).toContain("Der opstod en fejl ved indlæsning af blog posts.");
    expect(html).not.toContain("database down");
  });

  it("says so when there are no posts", () => {
    expect(renderPage(Blog, page({ featured: null, posts: [] }))).toContain(
      "Der er ingen blogindlæg her endnu. Kom snart tilbage!",
    );
  });

  it("shows dates the Danish way and clamps titles and excerpts", async () => {
    const { list } = await callLoader(blogLoader, "/blog");
    const html = renderPage(Blog, page(list));
    expect(html).toMatch(/<time dateTime="[^"]+Z">\d{1,2}\. [a-zæøå]+ \d{4}<\/time>/);
    expect(html).toMatch(/<h3 class="[^"]*\bline-clamp-2\b/);
    expect(html).toMatch(/<p class="[^"]*\bline-clamp-3\b/);
  });
});
