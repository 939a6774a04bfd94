/**
 * The blog's rules: which posts are out (published_at at or before now: null is a draft, a
 * later time is scheduled), the category filter, the featured post, and the fallbacks for a
 * post's description and author.
 */
import type { BlogCategory } from "./domain";
import { BLOG_CATEGORIES } from "./domain";
import { copenhagenDay } from "./format";
import { META_DESCRIPTION_LIMIT, truncateText } from "./seo";
import { shop } from "./shop";

/** The filter in the address: /blog?kategori=sustainability */
export const BLOG_CATEGORY_PARAM = "kategori";

/** A category from the address, or null for all posts (also for anything unknown). */
export function parseBlogCategory(value: string | null | undefined): BlogCategory | null {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as BlogCategory) : null;
}

/** A post is out once its publishing time has come; the database query says the same. */
export function isPublished(publishedAt: Date | null, now: Date): boolean {
  return publishedAt !== null && publishedAt.getTime() <= now.getTime();
}

/** The post fields the pages start from (a row of `blog_posts`). */
export type BlogPostRecord = {
  id: string;
  title: string;
  title_en: string | null;
  excerpt: string | null;
  excerpt_en: string | null;
  content: string;
  content_en: string | null;
  image_url: string | null;
  category: BlogCategory;
  author: string | null;
  keywords: string | null;
  published_at: Date | null;
  updated_at: Date;
  read_time: number | null;
  featured: boolean;
};

/** A post in the list: no content, an excerpt in each language. Dates as ISO 8601. */
export type BlogPostCard = Pick<
  BlogPostRecord,
  "id" | "title" | "title_en" | "category" | "image_url" | "read_time" | "featured"
> & {
  excerpt: string;
  excerpt_en: string | null;
  published_at: string;
  /** The Copenhagen calendar day it came out, "2026-11-18", which the page shows. */
  published_on: string;
};

/** A post's own page. */
export type BlogPostDetail = Omit<BlogPostRecord, "published_at" | "updated_at" | "author"> & {
  author: string;
  published_at: string;
  /** The Copenhagen calendar day it came out, "2026-11-18", which the page shows. */
  published_on: string;
  updated_at: string;
};

/** What describes a post: its excerpt, else the first 160 characters of its content. */
export function postDescription(
  excerpt: string | null | undefined,
  content: string | null | undefined,
): string {
  if (excerpt && excerpt.trim() !== "") return excerpt.trim();
  return truncateText(content ?? "", META_DESCRIPTION_LIMIT);
}

/** Who wrote a post: its author, else the shop itself. */
export function postAuthor(author: string | null | undefined): string {
  return author && author.trim() !== "" ? author.trim() : shop.name;
}

export function blogPostCard(post: BlogPostRecord): BlogPostCard {
  const { id, title, title_en, category, image_url, read_time, featured } = post;
  return {
    id,
    title,
    title_en,
    category,
    image_url,
    read_time,
    featured,
    excerpt: postDescription(post.excerpt, post.content),
    excerpt_en: postDescription(post.excerpt_en, post.content_en) || null,
    ...publication(post),
  };
}

export function blogPostDetail(post: BlogPostRecord): BlogPostDetail {
  return {
    ...post,
    author: postAuthor(post.author),
    ...publication(post),
    updated_at: post.updated_at.toISOString(),
  };
}

/** When a post came out (a draft: when it was last changed), as an instant and as a day. */
function publication(post: BlogPostRecord) {
  const publishedAt = post.published_at ?? post.updated_at;
  return { published_at: publishedAt.toISOString(), published_on: copenhagenDay(publishedAt) };
}

/**
 * The blog list page. The featured post is the first featured one among the filtered posts;
 * in the all view it has its own block and leaves the grid, in a category view it stays in
 * the grid and there is no block.
 */
export function blogList<T extends { featured: boolean; category: BlogCategory }>(
  posts: readonly T[],
  category: BlogCategory | null,
): { featured: T | null; posts: T[] } {
  if (category) return { featured: null, posts: posts.filter((post) => post.category === category) };
  const featured = posts.find((post) => post.featured) ?? null;
  return { featured, posts: posts.filter((post) => post !== featured) };
}
