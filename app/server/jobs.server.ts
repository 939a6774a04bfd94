/**
 * Background jobs (sending e-mail, removing expired cart lines, …): each runs on an interval,
 * never overlapping itself, and stops cleanly at shutdown. With several app instances every
 * instance runs the timers; a job that works through rows claims them (SKIP LOCKED leases), and
 * a job marked `exclusive` claims the whole run, so only one instance does it per interval.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { queryRows } from "./db/client.server";
import { describeError } from "./errors.server";
import { getDb } from "./db/index.server";
import { appSettings } from "./db/schema.server";
import { logger } from "./logger.server";

export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Run by one instance per interval, however many instances there are (see claimJobRun). */
  exclusive?: boolean;
};

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
      await runJobOnce(entry.job);
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

/** Who this process is, in the job claims (for someone reading the table). */
const INSTANCE = `${os.hostname()}:${process.pid}`;

/**
 * Claims this interval's run of an exclusive job for this instance: one row per job in
 * app_settings holds when it last ran; the conditional upsert locks that row, so of instances
 * asking at the same moment exactly one gets it, and nobody else until the interval has passed.
 * An instance that dies during a run leaves nothing stuck: the next interval runs again.
 */
export async function claimJobRun(job: Pick<Job, "name" | "everyMs">): Promise<boolean> {
  // A little under the interval, so timers on several instances drifting apart skip no run.
  const seconds = (job.everyMs * 0.9) / 1000;
  const claimed = await queryRows<{ key: string }>(
    getDb(),
    sql`insert into ${appSettings} (key, value, updated_at)
        values (${`job:${job.name}`}, ${JSON.stringify({ instance: INSTANCE })}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()
        where ${appSettings.updated_at} <= now() - make_interval(secs => ${seconds})
        returning key`,
  );
  return claimed.length > 0;
}

/** Runs a job once now (an exclusive job only if this instance claims the run). */
export async function runJobOnce(job: Job): Promise<boolean> {
  if (job.exclusive && !(await claimJobRun(job))) return false;
  await job.run();
  return true;
}
