/**
 * The dashboard's figures for a period and the one before it (~/lib/periods). Money and orders
 * are counted as the books count them: an order counts in the period its invoice was issued in,
 * a refund in the period its credit note was (sales.server.ts, shared with the bookkeeping
 * export). Every query starts from the documents issued in the period (invoices_issued_at_idx);
 * npm run bench:dashboard measures how the page grows with the order book.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { addDays, weekdayOf } from "~/lib/copenhagen";
import { capacityOf, isClosed } from "~/lib/delivery-calendar";
import { parseKroner } from "~/lib/money";
import { bucketsOf, daysIn, previousPeriod, type Period } from "~/lib/periods";
import type { PeriodFigures, SalesDashboard } from "~/lib/sales-dashboard";
import { getDb } from "../db/index.server";
import { calendarSettings, dayOverrides } from "../delivery-calendar.server";
import { invoices, orderItems, orders, products, seasonMenus, subscriptions } from "../db/schema.server";
import { periodInstants, salesTotals } from "./sales.server";

const issuedIn = (period: Pick<Period, "from" | "to">, kind: "invoice" | "credit_note") => {
  const { start, end } = periodInstants(period);
  return and(eq(invoices.kind, kind), gte(invoices.issued_at, start), lt(invoices.issued_at, end));
};

/** Each Copenhagen day's invoiced less credited amount, incl. VAT. */
async function revenueByDay(period: Pick<Period, "from" | "to">): Promise<Map<string, number>> {
  const { start, end } = periodInstants(period);
  const day = sql<string>`((${invoices.issued_at} at time zone 'Europe/Copenhagen')::date)::text`;
  const rows = await getDb()
    .select({
      day,
      net: sql<string>`sum(case when ${invoices.kind} = 'invoice' then ${invoices.total_amount} else -${invoices.total_amount} end)::text`,
    })
    .from(invoices)
    .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, parseKroner(row.net)]));
}

async function customers(period: Pick<Period, "from" | "to">) {
  const { start } = periodInstants(period);
  const [row] = await getDb()
    .select({
      total: sql<number>`count(distinct coalesce(${orders.user_id}, ${orders.id}))::int`,
      returning: sql<number>`count(distinct ${orders.user_id}) filter (where exists (
          select 1 from ${orders} earlier join ${invoices} first on first.order_id = earlier.id and first.kind = 'invoice'
          where earlier.user_id = ${orders.user_id} and first.issued_at < ${start}))::int`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.order_id))
    .where(issuedIn(period, "invoice"));
  const total = row?.total ?? 0;
  const returning = row?.returning ?? 0;
  return { new: total - returning, returning };
}

/**
 * Jars per product, named by the product's title today. The lines are read from
 * order_items_order_idx alone (order, product, quantity: an index-only scan per invoice), so the
 * cost follows the period's invoices, not the order book.
 */
async function jarsByProduct(period: Pick<Period, "from" | "to">) {
  const rows = await getDb()
    .select({
      productId: products.id,
      title: products.title,
      jars: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(invoices)
    .innerJoin(orderItems, eq(orderItems.order_id, invoices.order_id))
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(issuedIn(period, "invoice"))
    .groupBy(products.id);
  return rows.sort((a, b) => b.jars - a.jars || a.title.localeCompare(b.title, "da"));
}

async function subscriptionFigures(period: Pick<Period, "from" | "to">) {
  const { start, end } = periodInstants(period);
  const db = getDb();
  const inPeriod = (column: typeof subscriptions.created_at | typeof subscriptions.cancelled_at) =>
    and(gte(column, start), lt(column, end));
  const [[counts], [invoiced], [credited]] = await Promise.all([
    db
      .select({
        started: sql<number>`count(*) filter (where ${inPeriod(subscriptions.created_at)} and ${subscriptions.status} <> 'pending')::int`,
        cancelled: sql<number>`count(*) filter (where ${inPeriod(subscriptions.cancelled_at)})::int`,
      })
      .from(subscriptions)
      .where(
        sql`(${subscriptions.created_at} >= ${start} and ${subscriptions.created_at} < ${end}) or (${subscriptions.cancelled_at} >= ${start} and ${subscriptions.cancelled_at} < ${end})`,
      ),
    db
      .select({
        delivering: sql<number>`count(distinct ${orders.subscription_id})::int`,
        gross: sql<string>`coalesce(sum(${invoices.total_amount}), 0)::text`,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.order_id))
      .where(and(issuedIn(period, "invoice"), isNotNull(orders.subscription_id))),
    db
      .select({ gross: sql<string>`coalesce(sum(${invoices.total_amount}), 0)::text` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.order_id))
      .where(and(issuedIn(period, "credit_note"), isNotNull(orders.subscription_id))),
  ]);
  return {
    delivering: invoiced?.delivering ?? 0,
    started: counts?.started ?? 0,
    cancelled: counts?.cancelled ?? 0,
    revenue: parseKroner(invoiced?.gross ?? "0") - parseKroner(credited?.gross ?? "0"),
  };
}

async function capacityUsed(period: Pick<Period, "from" | "to">) {
  const db = getDb();
  const [settings, overrides, rows] = await Promise.all([
    calendarSettings(db),
    dayOverrides(period.from, period.to, db),
    db
      .select({ date: orders.delivery_date, jars: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
      .where(
        and(
          gte(orders.delivery_date, period.from),
          sql`${orders.delivery_date} <= ${period.to}`,
          inArray(orders.status, ["paid", "shipped", "refunded"]),
          sql`${orders.season_menu_id} is null`,
        ),
      )
      .groupBy(orders.delivery_date),
  ]);
  let capacity = 0;
  for (let date = period.from; date <= period.to; date = addDays(date, 1)) {
    if (!settings.weekdays.includes(weekdayOf(date)) || isClosed(date, settings, overrides)) continue;
    capacity += capacityOf(date, settings, overrides);
  }
  return { jars: rows.reduce((sum, row) => sum + row.jars, 0), capacity };
}

async function seasonMenusSold(period: Pick<Period, "from" | "to">) {
  return getDb()
    .select({
      menuId: seasonMenus.id,
      name: seasonMenus.name,
      nameEn: seasonMenus.name_en,
      orders: sql<number>`count(*)::int`,
      covers: sql<number>`sum(${orders.covers})::int`,
      gross: sql<string>`sum(${invoices.total_amount})::text`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.order_id))
    .innerJoin(seasonMenus, eq(seasonMenus.id, orders.season_menu_id))
    .where(issuedIn(period, "invoice"))
    .groupBy(seasonMenus.id)
    .then((rows) => rows.map(({ gross, ...row }) => ({ ...row, revenue: parseKroner(gross) })));
}

async function figuresOf(period: Period): Promise<PeriodFigures> {
  const [totals, who, jars, subscribed, capacity, season] = await Promise.all([
    salesTotals(period),
    customers(period),
    jarsByProduct(period),
    subscriptionFigures(period),
    capacityUsed(period),
    seasonMenusSold(period),
  ]);
  const revenue = totals.invoices.gross - totals.creditNotes.gross;
  const vat = totals.invoices.vat - totals.creditNotes.vat;
  return {
    period,
    revenue,
    revenueExVat: revenue - vat,
    orders: totals.invoices.count,
    averageOrder: totals.invoices.count > 0 ? Math.round(totals.invoices.gross / totals.invoices.count) : 0,
    refunds: totals.creditNotes.gross,
    refundCount: totals.creditNotes.count,
    customers: who,
    jars,
    subscriptions: subscribed,
    capacity,
    seasonMenus: season,
  };
}

/** Everything the dashboard shows for `period`, beside the period of as many days before it. */
export async function salesDashboard(period: Period): Promise<SalesDashboard> {
  const previous = previousPeriod(period);
  const [current, before, days, daysBefore, [now]] = await Promise.all([
    figuresOf(period),
    figuresOf(previous),
    revenueByDay(period),
    revenueByDay(previous),
    getDb()
      .select({
        active: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')::int`,
        paused: sql<number>`count(*) filter (where ${subscriptions.status} = 'paused')::int`,
      })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ["active", "paused"])),
  ]);
  const { unit, buckets } = bucketsOf(period);
  const shift = daysIn(period);
  const sumOver = (byDay: Map<string, number>, from: string, to: string) => {
    let sum = 0;
    for (let date = from; date <= to; date = addDays(date, 1)) sum += byDay.get(date) ?? 0;
    return sum;
  };
  return {
    current,
    previous: before,
    subscriptionsNow: { active: now?.active ?? 0, paused: now?.paused ?? 0 },
    chart: {
      unit,
      points: buckets.map((bucket) => ({
        key: bucket.key,
        from: bucket.from,
        to: bucket.to,
        revenue: sumOver(days, bucket.from, bucket.to),
        // The same stretch of the period before: as many days earlier.
        previous: sumOver(daysBefore, addDays(bucket.from, -shift), addDays(bucket.to, -shift)),
      })),
    },
  };
}
