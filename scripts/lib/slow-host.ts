/**
 * Whether Lighthouse found the host's CPU slower than its simulated throttling assumes: its
 * benchmark index, measured at the start of each run, at most 1000 with the default CPU
 * slowdown. Lighthouse's command-line tool then warns that this "can negatively affect your
 * performance score". On a shared virtual machine, whose speed changes from minute to minute,
 * such a run measures the neighbours more than the page.
 */
import type { Result } from "lighthouse";
import { getSlowHostCpuWarning } from "lighthouse/core/gather/driver/environment.js";

export function onSlowHost(lhr: Pick<Result, "configSettings" | "environment">): boolean {
  const warning = getSlowHostCpuWarning({
    // The tool only warns on the command line, where the user can act on it; so do we.
    settings: { ...lhr.configSettings, channel: "cli" },
    baseArtifacts: { BenchmarkIndex: lhr.environment.benchmarkIndex },
  });
  return warning !== undefined;
}
