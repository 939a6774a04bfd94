import { describe, expect, it } from "vitest";
import { allPassed, CHECK_PLAN, nextSteps, summary, TEST_PLAN, type Kind, type Outcome } from "./checks";

const names = (kinds: readonly Kind[]) => kinds.map((kind) => kind.name);
const none = new Set<string>();

/** Runs a plan to its end as scripts/checks.ts does, every kind ending as `outcomes` says. */
function runThrough(plan: readonly Kind[], outcomes: Record<string, Outcome>) {
  const ended = new Map<string, Outcome>();
  const waves: string[][] = [];
  for (;;) {
    const { start, skip } = nextSteps(plan, ended, none);
    for (const kind of skip) ended.set(kind.name, "skipped");
    if (start.length === 0 && skip.length === 0) break;
    if (start.length > 0) waves.push(names(start));
    for (const kind of start) ended.set(kind.name, outcomes[kind.name] ?? "passed");
  }
  return { ended, waves };
}

describe("npm run check", () => {
  it("runs types and lint at once, then the unit tests", () => {
    expect(runThrough(CHECK_PLAN, {}).waves).toEqual([["typecheck", "lint"], ["unit"]]);
  });
});

describe("npm test", () => {
  it("runs the quick checks beside the build, then the integration tests, then end to end", () => {
    expect(runThrough(TEST_PLAN, {}).waves).toEqual([
      ["typecheck", "lint", "build"],
      ["unit"],
      ["integration"],
      ["e2e"],
    ]);
  });

  it("starts nothing that waits for a kind still running", () => {
    const ended = new Map<string, Outcome>([
      ["typecheck", "passed"],
      ["lint", "passed"],
      ["unit", "passed"],
    ]);
    expect(nextSteps(TEST_PLAN, ended, new Set(["build"]))).toEqual({ start: [], skip: [] });
  });

  it("still runs the integration tests when lint fails, and fails as a whole", () => {
    const { ended } = runThrough(TEST_PLAN, { lint: "failed" });
    expect(ended.get("integration")).toBe("passed");
    expect(ended.get("e2e")).toBe("passed");
    expect(allPassed(TEST_PLAN, ended)).toBe(false);
  });

  it("skips the end-to-end tests when the build fails", () => {
    const { ended } = runThrough(TEST_PLAN, { build: "failed" });
    expect(ended.get("e2e")).toBe("skipped");
    expect(ended.get("integration")).toBe("passed");
    expect(allPassed(TEST_PLAN, ended)).toBe(false);
  });

  it("passes only when every kind passed", () => {
    expect(allPassed(TEST_PLAN, runThrough(TEST_PLAN, {}).ended)).toBe(true);
  });
});

describe("the summary", () => {
  it("names each kind with its outcome and seconds, and the total", () => {
    const ended = new Map<string, Outcome>([
      ["typecheck", "passed"],
      ["lint", "failed"],
      ["unit", "passed"],
    ]);
    const durations = new Map([
      ["typecheck", 20_000],
      ["lint", 31_250],
      ["unit", 9_000],
    ]);
    expect(summary(CHECK_PLAN, ended, durations, 31_900).split("\n")).toEqual([
      "  typecheck  passed     20.0 s",
      "  lint       failed     31.3 s",
      "  unit       passed      9.0 s",
      "  total      FAILED     31.9 s",
    ]);
  });

  it("shows a kind that never ran as skipped, with no time", () => {
    const text = summary(TEST_PLAN, new Map([["build", "failed"]]), new Map([["build", 1000]]), 1000);
    expect(text).toContain("  e2e          skipped");
    expect(text).not.toMatch(/e2e.*\ds/);
  });
});
