/**
 * What guests see changes: the shop's kept pages (server/page-cache.ts) must go. A change to
 * the public content's tables (products, recipes, blog posts, season menus, recalls, the delivery
 * calendar's settings) is announced by the database itself (migration 0010's triggers and later
 * ones, `pg_notify` at commit) to every app instance listening, and a scheduled blog post is
 * announced when its time comes.
 */
import { nextPublicationAfter } from "./blog.server";
import type { DatabaseConnection } from "./db/client.server";
import { getConnection } from "./db/index.server";
import { logger } from "./logger.server";

export const PUBLIC_CONTENT_CHANNEL = "krukke_public_content";

/** The longest a timer waits before it looks for the next publication again. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Calls `onChange` whenever guests' pages may have changed, from now until the returned
 * function is called. (`connection`: this instance's, unless a test plays a second instance.)
 */
export async function watchPublicContent(
  onChange: () => void,
  connection: DatabaseConnection | undefined = getConnection(),
): Promise<() => Promise<void>> {
  if (!connection) throw new Error("The database is not open: call startDatabase() first");
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const planNextPublication = async () => {
    const at = await nextPublicationAfter(new Date()).catch((error: unknown) => {
      logger.warn({ err: error }, "could not look up the next scheduled blog post");
      return null;
    });
    clearTimeout(timer);
    if (stopped || !at) return;
    const wait = Math.min(Math.max(at.getTime() - Date.now(), 0), LONGEST_WAIT_MS);
    timer = setTimeout(() => {
      if (at.getTime() <= Date.now()) onChange();
      void planNextPublication();
    }, wait);
    timer.unref();
  };

  const unlisten = await connection.listen(PUBLIC_CONTENT_CHANNEL, (table) => {
    if (table === null)
      logger.warn(
        "content changes may have gone unheard (the listening connection was lost or is back): kept pages forgotten",
      );
    onChange();
    // A post scheduled, rescheduled or removed.
    if (table === null || table === "blog_posts") void planNextPublication();
  });
  await planNextPublication();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await unlisten();
  };
}
