import { describe, expect, it } from "vitest";
import { SHIPMENT_PROGRESS, SHIPMENT_STATUSES, shipmentMayMove } from "./shipments";

describe("shipmentMayMove", () => {
  it("moves only forward along created → fulfilled → delivered", () => {
    expect(shipmentMayMove("created", "fulfilled")).toBe(true);
    expect(shipmentMayMove("created", "delivered")).toBe(true);
    expect(shipmentMayMove("fulfilled", "delivered")).toBe(true);
    expect(shipmentMayMove("delivered", "fulfilled")).toBe(false);
    expect(shipmentMayMove("delivered", "created")).toBe(false);
    expect(shipmentMayMove("fulfilled", "created")).toBe(false);
  });

  it("does not move a shipment to where it already is (that is a repeat, not a move)", () => {
    for (const status of SHIPMENT_PROGRESS) expect(shipmentMayMove(status, status)).toBe(false);
  });

  it("lets a shipment not yet booked take any step, and keeps a cancelled or failed one where it is", () => {
    for (const to of SHIPMENT_PROGRESS) {
      expect(shipmentMayMove("pending", to)).toBe(true);
      expect(shipmentMayMove("booking", to)).toBe(true);
      expect(shipmentMayMove("cancelled", to)).toBe(false);
      expect(shipmentMayMove("failed", to)).toBe(false);
      expect(shipmentMayMove("something-new", to)).toBe(false);
    }
    expect(SHIPMENT_STATUSES).toEqual(expect.arrayContaining([...SHIPMENT_PROGRESS, "cancelled", "failed"]));
  });
});
