/**
 * The dashboard's figures (app/server/admin/sales-dashboard.server.ts makes them) and the rules
 * of showing them: a change against the period before, the products at each end of the list,
 * the share of capacity used. Amounts are øre incl. VAT unless a name says otherwise.
 */
import type { Period } from "./periods";

export type ProductJars = { productId: string; title: string; jars: number };

export type PeriodFigures = {
  period: Period;
  /** Invoiced less credited. */
  revenue: number;
  revenueExVat: number;
  /** Orders invoiced in the period. */
  orders: number;
  /** The invoices' average, before refunds. */
  averageOrder: number;
  /** Credited in the period. */
  refunds: number;
  refundCount: number;
  customers: { new: number; returning: number };
  /** Jars of the invoiced orders per product, most first. */
  jars: ProductJars[];
  subscriptions: { delivering: number; started: number; cancelled: number; revenue: number };
  /** Jars of the delivery days in the period against their capacity. */
  capacity: { jars: number; capacity: number };
  seasonMenus: {
    menuId: string;
    name: string;
    nameEn: string | null;
    orders: number;
    covers: number;
    revenue: number;
  }[];
};

export type ChartPoint = { key: string; from: string; to: string; revenue: number; previous: number };

export type SalesDashboard = {
  current: PeriodFigures;
  previous: PeriodFigures;
  /** Subscriptions as they stand now (the shop keeps no history of pauses). */
  subscriptionsNow: { active: number; paused: number };
  chart: { unit: "day" | "week" | "month"; points: ChartPoint[] };
};

/** The change from `previous` to `current` in whole per cent; null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** The `count` best sellers and, apart from them, the `count` that sold least (fewest last). */
export function productEnds(
  jars: readonly ProductJars[],
  count: number,
): { top: ProductJars[]; bottom: ProductJars[] } {
  const top = jars.slice(0, count);
  const bottom = jars.slice(Math.max(count, jars.length - count));
  return { top, bottom };
}

/** The share of capacity used, in whole per cent; null without capacity. */
export function shareUsed(capacity: { jars: number; capacity: number }): number | null {
  return capacity.capacity > 0 ? Math.round((capacity.jars / capacity.capacity) * 100) : null;
}
