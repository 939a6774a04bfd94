/**
 * The kitchen's production plan as the server hands it to the back office's production page
 * (app/server/admin/production.server.ts makes it), so that its components need no server
 * module for their types.
 */

export type PlanLine = {
  productId: string | null;
  title: string;
  paidJars: number;
  pendingJars: number;
  /** Subscription deliveries whose order is not made yet: planned volume. */
  subscriptionJars: number;
};

export type LateChange = {
  orderId: string;
  number: string;
  kind: "cancelled" | "paid";
  at: string;
  jars: number;
};

export type PlanDay = {
  date: string;
  cutoff: string;
  /** The cutoff has passed: the plan is what the kitchen cooks. */
  frozen: boolean;
  closed: boolean;
  capacityJars: number;
  paidJars: number;
  pendingJars: number;
  /** Jars upcoming subscription deliveries will order (their orders not made yet). */
  subscriptionJars: number;
  lines: PlanLine[];
  lateChanges: LateChange[];
};
