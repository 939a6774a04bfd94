/**
 * The end-to-end tests need Chromium. Use CHROME_PATH or Debian's /usr/bin/chromium; when
 * neither is there, install Debian's chromium package (saying so), as root or through sudo.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  Boolean,
);
const found = candidates.find((candidate) => fs.existsSync(candidate));
if (found) {
  process.exit(0);
}

console.log("Chromium was not found (set CHROME_PATH to use another): installing Debian's chromium package…");
const asRoot = process.getuid?.() === 0;
const run = (args) => {
  const [command, ...rest] = asRoot ? args : ["sudo", "-n", ...args];
  const result = spawnSync(command, rest, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
};
const installed =
  run(["apt-get", "update", "-qq"]) &&
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"]);
if (!installed || !fs.existsSync("/usr/bin/chromium")) {
  console.error(
    "Could not install Chromium. Install it yourself (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
console.log(`Installed ${execFileSync("/usr/bin/chromium", ["--version"]).toString().trim()}`);
