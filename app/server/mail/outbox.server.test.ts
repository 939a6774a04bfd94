import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelaySeconds } from "./outbox.server";

describe("retryDelaySeconds", () => {
  it("waits longer after each failure, up to two hours", () => {
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(2)).toBe(60);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(retryDelaySeconds(20)).toBe(7200);
  });

  it("keeps trying for about a day before giving up", () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelaySeconds(attempt);
    expect(total / 3600).toBeGreaterThan(12);
    expect(total / 3600).toBeLessThan(48);
  });
});
