/**
 * The life of an order, as a table: which event may move an order from which status to which.
 * `app/server/orders/lifecycle.server.ts` applies it (each move one guarded update, in one
 * transaction with its invoice or credit note, audit entry and e-mail); nothing else writes an
 * order's status. docs/architecture.md ("The order's life") shows the same table, and a test
 * keeps the two the same.
 */
import type { KnownOrderStatus } from "./orders";

export type OrderTransition = {
  from: readonly KnownOrderStatus[];
  to: KnownOrderStatus;
  /** What happens, in the words of docs/architecture.md's table. */
  means: string;
};

export const ORDER_TRANSITIONS = {
  confirm: {
    from: ["pending"],
    to: "confirmed",
    means: "an order more than 5 days ahead: the card saved with QuickPay, confirmation",
  },
  pay: {
    from: ["pending", "confirmed"],
    to: "paid",
    means:
      "QuickPay authorized the order's total (a pre-order's captured too, or nothing to pay): invoice, confirmation",
  },
  release: {
    from: ["pending", "confirmed"],
    to: "cancelled",
    means: "given up unpaid (a newer pay press, left unpaid, its date's cutoff passed): code use back",
  },
  renew: {
    from: ["paid"],
    to: "paid",
    means: "a new authorization replaces one that would lapse before dispatch, or has lapsed",
  },
  ship: {
    from: ["paid"],
    to: "shipped",
    means:
      "the total captured at dispatch (a pre-order's was at once): shipping e-mail (none when handed over at its place)",
  },
  cancel: {
    from: ["pending", "confirmed", "paid"],
    to: "cancelled",
    means:
      "the shop cancels before dispatch, the authorization released (a pre-order's capture refunded): credit note if invoiced",
  },
  recallLines: {
    from: ["paid"],
    to: "paid",
    means:
      "a recall takes jars no other lot has off an order not yet shipped: its total lowered, credit note for them",
  },
  refundPart: {
    from: ["shipped"],
    to: "shipped",
    means: "part of the captured amount refunded: credit note for that part",
  },
  refund: {
    from: ["shipped"],
    to: "refunded",
    means: "the rest of the captured amount refunded: credit note",
  },
} as const satisfies Record<string, OrderTransition>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

export const ORDER_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];

/** Whether `event` may happen to an order in `status`. */
export function mayHappen(event: OrderEvent, status: string): boolean {
  return (ORDER_TRANSITIONS[event].from as readonly string[]).includes(status);
}

/** The status an order in `status` has after `event`, or null when the event may not happen to it. */
export function statusAfter(event: OrderEvent, status: string): KnownOrderStatus | null {
  return mayHappen(event, status) ? ORDER_TRANSITIONS[event].to : null;
}
