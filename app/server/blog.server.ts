/**
 * Reading the blog: only posts whose publishing time has come (null is a draft, a later time
 * is scheduled), newest first. A post that is not out is not found, even by its id.
 */
import { and, desc, eq, gt, lte, min } from "drizzle-orm";
import type { BlogPostRecord } from "~/lib/blog";
import { isUuid } from "~/lib/ids";
import { getDb } from "./db/index.server";
import { blogPosts } from "./db/schema.server";
import { logger } from "./logger.server";

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  title_en: blogPosts.title_en,
  excerpt: blogPosts.excerpt,
  excerpt_en: blogPosts.excerpt_en,
  content: blogPosts.content,
  content_en: blogPosts.content_en,
  image_url: blogPosts.image_url,
  category: blogPosts.category,
  author: blogPosts.author,
  keywords: blogPosts.keywords,
  published_at: blogPosts.published_at,
  updated_at: blogPosts.updated_at,
  read_time: blogPosts.read_time,
  featured: blogPosts.featured,
};

/** `lte` leaves out null (drafts) as well as later times (scheduled posts). */
const publishedBy = (now: Date) => lte(blogPosts.published_at, now);

/**
 * The published posts, newest first. The list page streams it, and React Router does not
 * report a streamed failure to `handleError`, so a failure is logged here.
 */
export async function listPublishedPosts(now = new Date()): Promise<BlogPostRecord[]> {
  try {
    return await getDb()
      .select(postColumns)
      .from(blogPosts)
      .where(publishedBy(now))
      .orderBy(desc(blogPosts.published_at), desc(blogPosts.id));
  } catch (error) {
    logger.error({ err: error }, "could not load the blog posts");
    throw error;
  }
}

/** When the next scheduled post is published (it appears on the blog then), if one is. */
export async function nextPublicationAfter(now: Date): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: min(blogPosts.published_at) })
    .from(blogPosts)
    .where(gt(blogPosts.published_at, now));
  return row?.at ?? null;
}

/** One published post, or null (unknown, not a UUID, a draft or scheduled). */
export async function findPublishedPost(id: string, now = new Date()): Promise<BlogPostRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), publishedBy(now)));
  return row ?? null;
}
