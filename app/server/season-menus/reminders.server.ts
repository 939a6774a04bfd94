/**
 * The e-mail two days before a season menu's pickup (`../mail/pickup-reminder.server.tsx`), sent
 * once per paid pre-order. A pre-order made later than that, or one the job missed while the
 * shop was down, is reminded at the job's next run up to its pickup day.
 */
import { and, between, eq, isNull } from "drizzle-orm";
import { isLanguage } from "~/i18n/languages";
import { addDays, shopDate } from "~/lib/copenhagen";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { orders, seasonMenuDays, seasonMenuPlaces, seasonMenus } from "../db/schema.server";
import { enqueueEmail } from "../mail/outbox.server";
import { pickupReminderMessage } from "../mail/pickup-reminder.server";

export const SEASON_MENUS_JOB = "season-menus";

/** How many days before the pickup the e-mail goes. */
export const PICKUP_REMINDER_DAYS = 2;

/** Queues the e-mails now due; returns how many. */
export async function remindPickups(now: Date = shopNow()): Promise<number> {
  const today = shopDate(now);
  const db = getDb();
  const due = await db
    .select({ order: orders, menu: seasonMenus, place: seasonMenuPlaces, day: seasonMenuDays })
    .from(orders)
    .innerJoin(seasonMenus, eq(seasonMenus.id, orders.season_menu_id))
    .innerJoin(seasonMenuPlaces, eq(seasonMenuPlaces.id, orders.season_place_id))
    .innerJoin(
      seasonMenuDays,
      and(
        eq(seasonMenuDays.place_id, orders.season_place_id),
        eq(seasonMenuDays.pickup_date, orders.delivery_date),
      ),
    )
    .where(
      and(
        eq(orders.status, "paid"),
        isNull(orders.pickup_reminded_at),
        between(orders.delivery_date, today, addDays(today, PICKUP_REMINDER_DAYS)),
      ),
    );
  let queued = 0;
  for (const pickup of due) {
    const { order } = pickup;
    if (!order.customer_email) continue;
    // Marked and queued together, and only by the run that marked it: sent once.
    const sent = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(orders)
        .set({ pickup_reminded_at: now })
        .where(and(eq(orders.id, order.id), isNull(orders.pickup_reminded_at)))
        .returning({ id: orders.id });
      if (!marked) return false;
      const language = isLanguage(order.language) ? order.language : "da";
      await enqueueEmail({ to: order.customer_email!, ...pickupReminderMessage(pickup, language) }, tx);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
