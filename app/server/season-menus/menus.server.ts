/**
 * Which season menu the shop is selling: the header and footer name it, and last year's page
 * points to it.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { seasonMenus } from "../db/schema.server";

export type MenuOnSale = { slug: string; name: string; nameEn: string | null };

/**
 * The menu on sale whose order window has not ended (the one opening last, should there be
 * two), or null: then the shop names none.
 */
export async function menuOnSale(now: Date = shopNow()): Promise<MenuOnSale | null> {
  const [menu] = await getDb()
    .select({ slug: seasonMenus.slug, name: seasonMenus.name, nameEn: seasonMenus.name_en })
    .from(seasonMenus)
    .where(and(eq(seasonMenus.status, "on-sale"), gt(seasonMenus.order_closes_at, now)))
    .orderBy(desc(seasonMenus.order_opens_at))
    .limit(1);
  return menu ?? null;
}
