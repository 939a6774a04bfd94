import { defaultSettings } from "lighthouse/core/config/constants.js";
import { describe, expect, it } from "vitest";
import { onSlowHost } from "./slow-host";

/** A run's report as far as it matters here: Lighthouse's defaults (4× CPU) and the host's index. */
const run = (
  benchmarkIndex: number,
  cpuSlowdownMultiplier = defaultSettings.throttling.cpuSlowdownMultiplier,
) => ({
  configSettings: {
    ...defaultSettings,
    throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier },
  },
  environment: { benchmarkIndex, networkUserAgent: "", hostUserAgent: "", credits: {} },
});

describe("a run on a host slower than Lighthouse expects", () => {
  it("is one whose benchmark index Lighthouse warns about (1000 or less)", () => {
    expect(onSlowHost(run(850))).toBe(true);
    expect(onSlowHost(run(1000))).toBe(true);
    expect(onSlowHost(run(1001))).toBe(false);
    expect(onSlowHost(run(1706))).toBe(false);
  });

  it("is not judged when the CPU slowdown is not Lighthouse's default", () => {
    expect(onSlowHost(run(850, 2))).toBe(false);
  });
});
