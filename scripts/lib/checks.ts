/**
 * The plans of `npm run check` and `npm test` (scripts/checks.ts runs them): which kinds of check
 * run, which wait for which, and the summary printed at the end. Pure, so that the order and the
 * verdict are tested without running a check (scripts/lib/checks.test.ts).
 */

export type Kind = {
  name: string;
  /** The npm script that runs it. */
  script: string;
  /** Kinds that must have passed first (the end-to-end tests need the build). */
  needs?: readonly string[];
  /** Kinds that must have ended first, passed or not: two that would compete for the CPU. */
  after?: readonly string[];
};

export type Outcome = "passed" | "failed" | "skipped";

/**
 * Types and lint at once, each mostly one core's work; the unit tests once the types are done.
 * With all three at once on a busy two-core machine, property tests (fast-check) went past
 * their 5 s limit.
 */
export const CHECK_PLAN: readonly Kind[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit", after: ["typecheck"] },
];

/**
 * Every check. The quick ones run beside the build (the unit tests, as above, once the types are
 * done); the integration tests (a database per file, and local HTTP servers) and the end-to-end
 * tests (the production server, a database and two browsers) each want the whole machine, so they
 * run one after the other, once the rest is done.
 */
export const TEST_PLAN: readonly Kind[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "build", script: "build" },
  { name: "unit", script: "test:unit", after: ["typecheck"] },
  { name: "integration", script: "test:integration", after: ["typecheck", "lint", "unit", "build"] },
  { name: "e2e", script: "test:e2e", needs: ["build"], after: ["integration"] },
];

/**
 * What to do next: the kinds to start now, and those to skip because a kind they need failed.
 * `ended` holds the kinds that are done; `running` those under way.
 */
export function nextSteps(
  plan: readonly Kind[],
  ended: ReadonlyMap<string, Outcome>,
  running: ReadonlySet<string>,
): { start: Kind[]; skip: Kind[] } {
  const start: Kind[] = [];
  const skip: Kind[] = [];
  for (const kind of plan) {
    if (ended.has(kind.name) || running.has(kind.name)) continue;
    const needs = kind.needs ?? [];
    if (needs.some((name) => ended.has(name) && ended.get(name) !== "passed")) skip.push(kind);
    else if ([...needs, ...(kind.after ?? [])].every((name) => ended.has(name))) start.push(kind);
  }
  return { start, skip };
}

/** True when every kind of the plan passed. */
export function allPassed(plan: readonly Kind[], ended: ReadonlyMap<string, Outcome>): boolean {
  return plan.every((kind) => ended.get(kind.name) === "passed");
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table at the end: each kind, how it went and how long it took; then the wall time. */
export function summary(
  plan: readonly Kind[],
  ended: ReadonlyMap<string, Outcome>,
  durations: ReadonlyMap<string, number>,
  wallMs: number,
): string {
  const width = Math.max(...plan.map((kind) => kind.name.length));
  const rows = plan.map((kind) => {
    const outcome = ended.get(kind.name) ?? "skipped";
    const took = durations.has(kind.name) ? seconds(durations.get(kind.name) ?? 0) : "";
    return `  ${kind.name.padEnd(width)}  ${outcome.padEnd(7)}  ${took.padStart(8)}`.trimEnd();
  });
  const verdict = allPassed(plan, ended) ? "all passed" : "FAILED";
  return [...rows, `  ${"total".padEnd(width)}  ${verdict.padEnd(7)}  ${seconds(wallMs).padStart(8)}`].join(
    "\n",
  );
}
