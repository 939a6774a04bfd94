import { describe, expect, it } from "vitest";
import { isOlderSnapshot, paymentFacts, snapshotVersion, type QuickPayPayment } from "./quickpay.server";

const approved = { pending: false, qp_status_code: "20000" };
function payment(
  operations: QuickPayPayment["operations"],
  extra: Partial<QuickPayPayment> = {},
): QuickPayPayment {
  return {
    id: 1,
    order_id: "K1234",
    currency: "DKK",
    state: "new",
    accepted: true,
    test_mode: false,
    balance: 0,
    operations,
    ...extra,
  };
}

describe("paymentFacts", () => {
  it("says money is on hold while an authorization is neither captured nor cancelled", () => {
    const authorized = payment([{ id: 1, type: "authorize", amount: 10_500, ...approved }]);
    expect(paymentFacts(authorized)).toMatchObject({ authorized: 10_500, onHold: true, cancelled: false });
    const cancelled = payment([...authorized.operations, { id: 2, type: "cancel", amount: 0, ...approved }]);
    expect(paymentFacts(cancelled)).toMatchObject({ onHold: false, cancelled: true });
    const captured = payment([
      ...authorized.operations,
      { id: 2, type: "capture", amount: 10_500, ...approved },
    ]);
    expect(paymentFacts(captured)).toMatchObject({ onHold: false, captured: 10_500 });
    const refusedCancel = payment([
      ...authorized.operations,
      { id: 2, type: "cancel", amount: 0, pending: false, qp_status_code: "40000" },
    ]);
    expect(paymentFacts(refusedCancel).onHold).toBe(true);
  });

  it("tells an authorization under way from one that was declined", () => {
    const underWay = payment([{ id: 1, type: "authorize", amount: 10_500, pending: true }], {
      accepted: false,
    });
    expect(paymentFacts(underWay)).toMatchObject({ authorizing: true, rejected: false, onHold: false });
    const declined = payment(
      [{ id: 1, type: "authorize", amount: 10_500, pending: false, qp_status_code: "40000" }],
      {
        accepted: false,
      },
    );
    expect(paymentFacts(declined)).toMatchObject({ authorizing: false, rejected: true, onHold: false });
  });
});

describe("isOlderSnapshot", () => {
  const at = (iso: string) => new Date(iso);
  const known = { operationId: 2, updatedAt: at("2026-11-24T10:00:05Z") };

  it("finds fewer operations older, more operations newer", () => {
    expect(isOlderSnapshot({ operationId: 1, updatedAt: at("2026-11-24T11:00:00Z") }, known)).toBe(true);
    expect(isOlderSnapshot({ operationId: 3, updatedAt: at("2026-11-24T09:00:00Z") }, known)).toBe(false);
  });

  it("with the same operations, goes by QuickPay's updated_at, and takes the same snapshot again", () => {
    expect(isOlderSnapshot({ operationId: 2, updatedAt: at("2026-11-24T10:00:04Z") }, known)).toBe(true);
    expect(isOlderSnapshot({ operationId: 2, updatedAt: at("2026-11-24T10:00:06Z") }, known)).toBe(false);
    expect(isOlderSnapshot({ operationId: 2, updatedAt: at("2026-11-24T10:00:05Z") }, known)).toBe(false);
    expect(isOlderSnapshot({ operationId: 2, updatedAt: null }, known)).toBe(false);
  });

  it("takes any snapshot for an order that has none yet", () => {
    expect(isOlderSnapshot({ operationId: 0, updatedAt: null }, { operationId: null, updatedAt: null })).toBe(
      false,
    );
  });

  it("reads the version from the latest operation and updated_at", () => {
    const snapshot = payment(
      [
        { id: 2, type: "capture", amount: 1, ...approved },
        { id: 1, type: "authorize", amount: 1, ...approved },
      ],
      { updated_at: "2026-11-24T10:00:05Z" },
    );
    expect(snapshotVersion(snapshot)).toEqual({ operationId: 2, updatedAt: at("2026-11-24T10:00:05Z") });
    expect(snapshotVersion(payment([], { updated_at: "not a date" }))).toEqual({
      operationId: 0,
      updatedAt: null,
    });
  });
});
