/**
 * Starting the shop (`node server.js`, the production build, or `--dev`) with settings it must
 * refuse: the exit code and what it printed. Used by the start-up tests of both kinds.
 */
import { spawn } from "node:child_process";

/** Every setting of QuickPay and Økoskabet, unset (a .env file may not fill them in). */
export const NO_SERVICE_SETTINGS = {
  QUICKPAY_API_KEY: "",
  QUICKPAY_PRIVATE_KEY: "",
  QUICKPAY_API_URL: "",
  QUICKPAY_TEST_MODE: "",
  OKOSKABET_API_KEY: "",
  OKOSKABET_WEBHOOK_SECRET: "",
  OKOSKABET_API_URL: "",
};

export async function startRefused(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ["server.js", ...args], {
    env: { ...process.env, ...NO_SERVICE_SETTINGS, ...env },
  });
  let stderr = "";
  let stdout = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdout.on("data", (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => {
    // A shop that starts after all is stopped: the test then fails on its exit code.
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, stderr, stdout };
}

/** The one line the shop prints when it will not start. */
export function refusal(stderr: string): string | undefined {
  return stderr.split("\n").find((line) => line.startsWith("Krukke could not start:"));
}
