/**
 * `npm run bench:proof-of-work`: what one proof of work costs (app/server/proof-of-work.server.ts).
 * Issues challenges as the shop does and solves them as a script would, on one core with
 * Node's PBKDF2 (the browser's widget uses the same algorithm through WebCrypto, in two Web
 * Workers). Prints the CPU time per solution (mean, median, 90th percentile, range) and what
 * issuing one costs the shop (one key derivation, the same as checking a solution).
 *
 * Options: --runs N (default 20).
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import os from "node:os";
import { parseArgs } from "node:util";

process.env.AUTH_SECRET ??= "bench-proof-of-work-a-secret-of-32-characters";
const { issueChallenge, PROOF_OF_WORK } = await import("../app/server/proof-of-work.server");

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const runs = Number(values.runs);

const issued: number[] = [];
const solved: number[] = [];
for (let run = 0; run < runs; run++) {
  const issueStart = performance.now();
  const challenge = await issueChallenge("login");
  issued.push(performance.now() - issueStart);
  const cpu = process.cpuUsage();
  const solution = await solveChallenge({ challenge, deriveKey });
  const used = process.cpuUsage(cpu);
  if (!solution) throw new Error("a challenge was not solved");
  solved.push((used.user + used.system) / 1000);
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const at = (list: number[], share: number) =>
  sorted(list)[Math.min(list.length - 1, Math.floor(list.length * share))]!;
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
const ms = (value: number) => `${Math.round(value)} ms`;

console.log(
  `Proof of work: ${PROOF_OF_WORK.algorithm}, ${PROOF_OF_WORK.cost} iterations per try, answer ${PROOF_OF_WORK.counter.min}–${PROOF_OF_WORK.counter.max}`,
);
console.log(`${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, ${runs} challenges\n`);
console.log("| what | mean | median | 90th percentile | range |");
console.log("| --- | --: | --: | --: | --: |");
console.log(
  `| CPU to solve one (a script) | ${ms(mean(solved))} | ${ms(at(solved, 0.5))} | ${ms(at(solved, 0.9))} | ${ms(Math.min(...solved))}–${ms(Math.max(...solved))} |`,
);
console.log(
  `| time to issue one (the shop) | ${mean(issued).toFixed(1)} ms | ${at(issued, 0.5).toFixed(1)} ms | ${at(issued, 0.9).toFixed(1)} ms | ${Math.min(...issued).toFixed(1)}–${Math.max(...issued).toFixed(1)} ms |`,
);
