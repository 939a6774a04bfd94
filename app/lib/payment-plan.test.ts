import { describe, expect, test } from "vitest";
import { DEFAULT_CALENDAR } from "./delivery-calendar";
import {
  awaitsPayment,
  reservationOf,
  authorizationExpired,
  authorizationNeedsRenewal,
  AUTHORIZE_NOW_DAYS,
  paymentPlanFor,
  reservedAt,
} from "./payment-plan";

const DAY = 24 * 60 * 60_000;

describe("an order's payment plan", () => {
  test("an order within 5 days is authorized now; a later one saves the card", () => {
    expect(AUTHORIZE_NOW_DAYS).toBe(5);
    expect(paymentPlanFor("2026-12-02", "2026-11-30")).toBe("now");
    expect(paymentPlanFor("2026-12-05", "2026-11-30")).toBe("now");
    expect(paymentPlanFor("2026-12-06", "2026-11-30")).toBe("at-cutoff");
    expect(paymentPlanFor("2026-12-11", "2026-11-30")).toBe("at-cutoff");
  });

  test("a later order's amount is reserved a day before its cutoff, as a subscription's delivery is charged", () => {
    // Friday 11 December: cutoff Wednesday 9 December at 12:00 Copenhagen (11:00 UTC), reserved a day before.
    expect(reservedAt("2026-12-11", "2026-11-30", DEFAULT_CALENDAR)?.toISOString()).toBe(
      "2026-12-08T11:00:00.000Z",
    );
    expect(reservedAt("2026-12-04", "2026-11-30", DEFAULT_CALENDAR)).toBeNull();
  });

  test("an authorization is renewed from 5 days old and counted as lapsed after 7", () => {
    const made = new Date("2026-12-08T11:00:00Z");
    expect(authorizationNeedsRenewal(made, new Date(made.getTime() + 5 * DAY - 1))).toBe(false);
    expect(authorizationNeedsRenewal(made, new Date(made.getTime() + 5 * DAY))).toBe(true);
    expect(authorizationExpired(made, new Date(made.getTime() + 7 * DAY))).toBe(false);
    expect(authorizationExpired(made, new Date(made.getTime() + 7 * DAY + 1))).toBe(true);
  });

  test("a confirmed order names its reservation moment; any other order none", () => {
    const order = { status: "confirmed", delivery_date: "2026-12-11" };
    expect(reservationOf(order, DEFAULT_CALENDAR)?.toISOString()).toBe("2026-12-08T11:00:00.000Z");
    expect(reservationOf({ ...order, status: "paid" }, DEFAULT_CALENDAR)).toBeNull();
  });

  test("a customer has a payment to make while unpaid, after a declined reservation, or after a lapse the back office asked about", () => {
    const order = { status: "pending", payment_id: null, payment_round: 0 };
    expect(awaitsPayment(order)).toBe(true);
    expect(awaitsPayment({ ...order, status: "confirmed" })).toBe(false);
    expect(awaitsPayment({ ...order, status: "confirmed", payment_id: "7" })).toBe(true);
    expect(awaitsPayment({ ...order, status: "paid", payment_id: "7" })).toBe(false);
    expect(awaitsPayment({ ...order, status: "paid", payment_round: 1 })).toBe(true);
    expect(awaitsPayment({ ...order, status: "shipped", payment_round: 1 })).toBe(false);
  });
});
