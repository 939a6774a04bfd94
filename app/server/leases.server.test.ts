import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./leases.server";

describe("retryDelaySeconds", () => {
  it("waits longer after each failure, up to two hours", () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(retryDelaySeconds(20)).toBe(7200);
  });

  it("doubles from 30 seconds until it reaches two hours, then stays there", () => {
    const pauses = Array.from({ length: 12 }, (_, index) => retryDelaySeconds(index + 1));
    expect(pauses).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7200, 7200, 7200, 7200]);
  });

  it("treats a row never tried like a first failure", () => {
    expect(retryDelaySeconds(0)).toBe(30);
  });
});
