/**
 * Runs a plan of checks (scripts/lib/checks.ts) with as many at once as the plan allows:
 *
 *   npm run check   types, lint and unit tests
 *   npm test        every check
 *
 * Each kind's output is kept and printed whole when it ends, under a line with its name, so a
 * CI log reads one kind at a time; a table of outcomes and durations ends the run. Exits with 1
 * when any kind failed or was skipped.
 */
import { spawn } from "node:child_process";
import { allPassed, CHECK_PLAN, nextSteps, summary, TEST_PLAN, type Kind, type Outcome } from "./lib/checks";

const plans: Record<string, readonly Kind[]> = { check: CHECK_PLAN, test: TEST_PLAN };
const planName = process.argv[2] ?? "";
const plan = plans[planName] ?? usage();

function usage(): never {
  console.error(`usage: tsx scripts/checks.ts ${Object.keys(plans).join("|")}`);
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const began = Date.now();
const ended = new Map<string, Outcome>();
const durations = new Map<string, number>();
const running = new Set<string>();

function run(kind: Kind): Promise<void> {
  running.add(kind.name);
  console.log(`▶ ${kind.name} started (npm run ${kind.script})`);
  const started = Date.now();
  const output: Buffer[] = [];
  const child = spawn(npm, ["run", "--silent", kind.script], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const outcome: Outcome = code === 0 ? "passed" : "failed";
      const took = Date.now() - started;
      running.delete(kind.name);
      ended.set(kind.name, outcome);
      durations.set(kind.name, took);
      console.log(`\n──── ${kind.name}: ${outcome} in ${(took / 1000).toFixed(1)} s ────`);
      process.stdout.write(Buffer.concat(output));
      console.log(`──── end of ${kind.name} ────\n`);
      resolve();
    });
  });
}

async function advance(): Promise<void> {
  const { start, skip } = nextSteps(plan, ended, running);
  for (const kind of skip) {
    ended.set(kind.name, "skipped");
    console.log(`✕ ${kind.name} skipped: needs ${(kind.needs ?? []).join(", ")}`);
  }
  await Promise.all(start.map((kind) => run(kind).then(advance)));
  if (skip.length > 0) await advance();
}

await advance();
console.log(
  `npm ${planName === "check" ? "run check" : "test"}:\n${summary(plan, ended, durations, Date.now() - began)}`,
);
process.exit(allPassed(plan, ended) ? 0 : 1);
