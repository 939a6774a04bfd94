import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ORDER_EVENTS, ORDER_TRANSITIONS, mayHappen, statusAfter } from "./order-lifecycle";
import { ORDER_STATUSES } from "./orders";

describe("the order's life", () => {
  test("an order is paid, shipped and refunded along the table, and nothing skips a step", () => {
    expect(statusAfter("pay", "pending")).toBe("paid");
    expect(statusAfter("ship", "paid")).toBe("shipped");
    expect(statusAfter("refundPart", "shipped")).toBe("shipped");
    expect(statusAfter("refund", "shipped")).toBe("refunded");
    // Not shipped before it is paid, not paid twice, not refunded before anything was captured.
    expect(statusAfter("ship", "pending")).toBeNull();
    expect(statusAfter("pay", "paid")).toBeNull();
    expect(statusAfter("refund", "paid")).toBeNull();
  });

  test("an order with its card saved is paid at its cutoff; only a paid one has its authorization renewed", () => {
    expect(statusAfter("confirm", "pending")).toBe("confirmed");
    expect(statusAfter("pay", "confirmed")).toBe("paid");
    expect(statusAfter("ship", "confirmed")).toBeNull();
    expect(statusAfter("confirm", "paid")).toBeNull();
    expect(statusAfter("renew", "paid")).toBe("paid");
    expect(ORDER_STATUSES.filter((status) => mayHappen("renew", status))).toEqual(["paid"]);
  });

  test("a cancelled, released or refunded order is at its end: no event moves it", () => {
    for (const status of ["cancelled", "refunded"]) {
      expect(ORDER_EVENTS.filter((event) => mayHappen(event, status))).toEqual([]);
    }
  });

  test("only unshipped orders can be cancelled or released", () => {
    expect(ORDER_STATUSES.filter((status) => mayHappen("cancel", status))).toEqual([
      "pending",
      "confirmed",
      "paid",
    ]);
    expect(ORDER_STATUSES.filter((status) => mayHappen("release", status))).toEqual(["pending", "confirmed"]);
    expect(mayHappen("cancel", "shipped")).toBe(false);
  });

  test("an unknown status takes no event", () => {
    expect(ORDER_EVENTS.some((event) => mayHappen(event, "lost"))).toBe(false);
  });

  test("docs/architecture.md shows the same table as the code", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/architecture.md"), "utf8");
    const table = /<!-- order-lifecycle:start -->([\s\S]*?)<!-- order-lifecycle:end -->/.exec(doc)?.[1];
    expect(table, "the table's markers in docs/architecture.md").toBeDefined();
    const rows = table!
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) => line.split("|").map((cell) => cell.trim()));
    const documented = rows.map(([, event, from, to, means]) => ({
      event: event!.replaceAll("`", ""),
      from: from!.split(", "),
      to,
      means,
    }));
    expect(documented).toEqual(
      ORDER_EVENTS.map((event) => ({
        event,
        from: [...ORDER_TRANSITIONS[event].from],
        to: ORDER_TRANSITIONS[event].to,
        means: ORDER_TRANSITIONS[event].means,
      })),
    );
  });
});
