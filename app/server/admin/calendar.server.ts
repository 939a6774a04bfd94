/**
 * The back office's delivery calendar: its settings and the dates with settings of their own,
 * each change audit-logged (entity `delivery_calendar`: the settings as "settings", a date as
 * itself).
 */
import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import { shopDate } from "~/lib/copenhagen";
import type { CalendarDayInput, CalendarInput } from "~/lib/schemas/admin";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { deliveryCalendar, deliveryDays } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { clearSeoCache } from "../seo/seo.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";

export const SETTINGS_ENTITY_ID = "settings";

export async function calendarAdmin() {
  const today = shopDate(shopNow());
  const [settings, days, audit] = await Promise.all([
    calendarSettings(),
    getDb()
      .select()
      .from(deliveryDays)
      .where(
        and(
          gte(deliveryDays.date, today),
          or(
            eq(deliveryDays.closed, true),
            isNotNull(deliveryDays.capacity_jars),
            isNotNull(deliveryDays.note),
          ),
        ),
      )
      .orderBy(asc(deliveryDays.date)),
    auditTrail("delivery_calendar", SETTINGS_ENTITY_ID),
  ]);
  return { settings, days, audit };
}

export async function saveCalendar(actor: AuditActor, input: CalendarInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryCalendar).where(eq(deliveryCalendar.id, 1)).for("update");
    const values = {
      weekdays: input.weekdays,
      cutoff_days_before: input.cutoffDaysBefore,
      cutoff_time: input.cutoffTime,
      capacity_jars: input.capacityJars,
      closed_each_year: input.closedEachYear,
    };
    const [after] = await tx
      .insert(deliveryCalendar)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: deliveryCalendar.id, set: values })
      .returning();
    const logged = (row: typeof before) =>
      row && {
        weekdays: row.weekdays,
        cutoff_days_before: row.cutoff_days_before,
        cutoff_time: row.cutoff_time,
        capacity_jars: row.capacity_jars,
        closed_each_year: row.closed_each_year,
      };
    await recordAudit(
      actor,
      {
        entityType: "delivery_calendar",
        entityId: SETTINGS_ENTITY_ID,
        action: "update",
        before: logged(before),
        after: logged(after),
      },
      tx,
    );
  });
  // The shop feed's description names the delivery weekdays.
  clearSeoCache();
}

/** A date's own settings (closed, another capacity, a note); the trail notes the date. */
export async function saveCalendarDay(actor: AuditActor, input: CalendarDayInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(deliveryDays)
      .where(eq(deliveryDays.date, input.date))
      .for("update");
    const values = {
      closed: input.closed,
      capacity_jars: input.capacityJars ?? null,
      note: input.note ?? null,
    };
    await tx
      .insert(deliveryDays)
      .values({ date: input.date, ...values })
      .onConflictDoUpdate({ target: deliveryDays.date, set: values });
    await recordAudit(
      actor,
      {
        entityType: "delivery_calendar",
        entityId: SETTINGS_ENTITY_ID,
        action: "day",
        before: before && {
          date: before.date,
          closed: before.closed,
          capacity_jars: before.capacity_jars,
          note: before.note,
        },
        after: { date: input.date, ...values },
      },
      tx,
    );
  });
}

/** The date follows the calendar again. */
export async function clearCalendarDay(actor: AuditActor, date: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const values = { closed: false, capacity_jars: null, note: null };
    const [before] = await tx.select().from(deliveryDays).where(eq(deliveryDays.date, date)).for("update");
    if (!before) return;
    // The row stays: it is also the date's lock for orders taking its jars.
    await tx.update(deliveryDays).set(values).where(eq(deliveryDays.date, date));
    await recordAudit(
      actor,
      {
        entityType: "delivery_calendar",
        entityId: SETTINGS_ENTITY_ID,
        action: "day",
        before: { date, closed: before.closed, capacity_jars: before.capacity_jars, note: before.note },
        after: { date, ...values },
      },
      tx,
    );
  });
}
