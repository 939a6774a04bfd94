import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../leases.server";
import { MAX_ATTEMPTS } from "./outbox.server";

describe("the outbox's retries", () => {
  it("keeps trying for about a day before giving up", () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelaySeconds(attempt);
    expect(total / 3600).toBeGreaterThan(12);
    expect(total / 3600).toBeLessThan(48);
  });
});
