/**
 * The open recalls as the shop's pages name them (the banner on the home page and on a recalled
 * product's page): the product's title in both languages, so the page shows the notice in the
 * language the visitor switches to without loading again. /tilbagekaldelse shows the whole
 * notice (app/server/batches/recall.server.ts `openRecalls`). Starting or closing a recall makes
 * the page cache forget its pages (migration 0017's triggers).
 */
import { desc, eq, isNull, and } from "drizzle-orm";
import { getDb } from "./db/index.server";
import { recalls } from "./db/schema.server";

export type RecallNotice = { id: string; productId: string; product: string; productEn: string | null };

/** The open recalls, newest first; with `productId`, only that product's. */
export async function recallNotices(productId?: string): Promise<RecallNotice[]> {
  return getDb()
    .select({
      id: recalls.id,
      productId: recalls.product_id,
      product: recalls.product_title,
      productEn: recalls.product_title_en,
    })
    .from(recalls)
    .where(and(isNull(recalls.closed_at), productId ? eq(recalls.product_id, productId) : undefined))
    .orderBy(desc(recalls.started_at));
}
