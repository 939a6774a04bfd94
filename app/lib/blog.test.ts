import { describe, expect, it } from "vitest";
import {
  blogList,
  blogPostCard,
  blogPostDetail,
  isPublished,
  parseBlogCategory,
  postAuthor,
  postDescription,
  type BlogPostRecord,
} from "./blog";

const post = (overrides: Partial<BlogPostRecord> = {}): BlogPostRecord => ({
  id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
  title: "Glas",
  title_en: "Glass",
  excerpt: "Om glas.",
  excerpt_en: null,
  content: "Første afsnit.\nAndet afsnit.",
  content_en: "First paragraph.",
  image_url: null,
  category: "sustainability",
  author: null,
  keywords: "glas, genbrug",
  published_at: new Date("2026-11-18T09:00:00Z"),
  updated_at: new Date("2026-11-19T10:30:00Z"),
  read_time: 4,
  featured: false,
  ...overrides,
});

describe("parseBlogCategory", () => {
  it("accepts the four categories and treats anything else as all posts", () => {
    expect(parseBlogCategory("business")).toBe("business");
    for (const value of [null, "", "all", "alle", "Business", "<script>"]) {
      expect(parseBlogCategory(value)).toBeNull();
    }
  });
});

describe("isPublished", () => {
  const now = new Date("2026-11-18T12:00:00Z");
  it("is true at or before now, false for a draft (null) or a scheduled post", () => {
    expect(isPublished(new Date("2026-11-18T12:00:00Z"), now)).toBe(true);
    expect(isPublished(new Date("2026-11-01T00:00:00Z"), now)).toBe(true);
    expect(isPublished(new Date("2026-11-18T12:00:01Z"), now)).toBe(false);
    expect(isPublished(null, now)).toBe(false);
  });
});

describe("blogList", () => {
  const posts = [
    { id: "1", category: "recipes" as const, featured: false },
    { id: "2", category: "sustainability" as const, featured: true },
    { id: "3", category: "sustainability" as const, featured: true },
    { id: "4", category: "sustainability" as const, featured: false },
  ];

  it("in the all view, shows the first featured post apart and leaves it out of the grid", () => {
    const view = blogList(posts, null);
    expect(view.featured?.id).toBe("2");
    expect(view.posts.map((p) => p.id)).toEqual(["1", "3", "4"]);
  });

  it("in a category view, has no featured block and keeps featured posts in the grid", () => {
    const view = blogList(posts, "sustainability");
    expect(view.featured).toBeNull();
    expect(view.posts.map((p) => p.id)).toEqual(["2", "3", "4"]);
  });

  it("without a featured post, the all view is just the grid", () => {
    const view = blogList([posts[0]!, posts[3]!], null);
    expect(view.featured).toBeNull();
    expect(view.posts).toHaveLength(2);
    expect(blogList([], null)).toEqual({ featured: null, posts: [] });
  });
});

describe("postDescription and postAuthor", () => {
  it("describes a post by its excerpt, else by the first 160 characters of its content", () => {
    expect(postDescription("Om glas.", "Langt indhold")).toBe("Om glas.");
    expect(postDescription("  ", "Kort indhold.")).toBe("Kort indhold.");
    const content = "Ord ".repeat(100);
    const description = postDescription(null, content);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(postDescription(null, null)).toBe("");
  });

  it("names the shop when a post has no author", () => {
    expect(postAuthor(null)).toBe("Krukke");
    expect(postAuthor(" ")).toBe("Krukke");
    expect(postAuthor("Mette Krogh")).toBe("Mette Krogh");
  });
});

describe("blogPostCard and blogPostDetail", () => {
  it("a card has no content, an excerpt per language and the date as ISO 8601", () => {
    const card = blogPostCard(post());
    expect(card).not.toHaveProperty("content");
    expect(card).toMatchObject({
      excerpt: "Om glas.",
      // No English excerpt: the English content describes the post in English.
      excerpt_en: "First paragraph.",
      published_at: "2026-11-18T09:00:00.000Z",
      published_on: "2026-11-18",
    });
    expect(blogPostCard(post({ content_en: null })).excerpt_en).toBeNull();
    // 23:30 UTC is the next day in Copenhagen.
    expect(blogPostCard(post({ published_at: new Date("2026-11-18T23:30:00Z") })).published_on).toBe(
      "2026-11-19",
    );
  });

  it("a post's page has its author (or the shop) and both dates", () => {
    expect(blogPostDetail(post())).toMatchObject({
      author: "Krukke",
      published_at: "2026-11-18T09:00:00.000Z",
      published_on: "2026-11-18",
      updated_at: "2026-11-19T10:30:00.000Z",
      keywords: "glas, genbrug",
    });
  });
});
