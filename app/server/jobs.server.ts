/**
 * Background jobs (sending e-mail, removing expired cart lines, …): each runs on an interval,
 * never overlapping itself, and stops cleanly at shutdown. With several app instances every
 * instance runs them; each job claims its work with row locks, so nothing is done twice.
 */
import { describeError } from "./db/client.server";
import { logger } from "./logger.server";

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

type Running = { job: Job; timer?: NodeJS.Timeout; current?: Promise<void>; again: boolean };

const registry = new Map<string, Running>();
let stopped = true;

export function startJobs(jobs: Job[]): void {
  stopped = false;
  for (const job of jobs) {
    const entry: Running = { job, again: false };
    registry.set(job.name, entry);
    schedule(entry, 1_000);
  }
}

function schedule(entry: Running, delay: number) {
  if (stopped) return;
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => void runNow(entry), delay);
  entry.timer.unref();
}

async function runNow(entry: Running): Promise<void> {
  if (entry.current) {
    // Already running: run once more right after, so a kick is never lost.
    entry.again = true;
    return entry.current;
  }
  entry.current = (async () => {
    try {
      await entry.job.run();
    } catch (error) {
      logger.error({ job: entry.job.name, err: describeError(error) }, "background job failed");
    } finally {
      entry.current = undefined;
      const again = entry.again;
      entry.again = false;
      schedule(entry, again ? 0 : entry.job.everyMs);
    }
  })();
  return entry.current;
}

/** Runs a job soon instead of waiting for its interval (e.g. send an e-mail just queued). */
export function kickJob(name: string): void {
  const entry = registry.get(name);
  if (entry && !stopped) schedule(entry, 0);
}

/** Stops the timers and waits for jobs under way to finish. */
export async function stopJobs(): Promise<void> {
  stopped = true;
  const running = [...registry.values()];
  registry.clear();
  for (const entry of running) clearTimeout(entry.timer);
  await Promise.all(running.map((entry) => entry.current));
}
