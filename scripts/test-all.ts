import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { CHROMIUM_PATH as chromiumPath } from "./chromium.ts";

// `npm test`: everything a change must pass, in order, stopping at the first failure.

function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install Debian's "chromium" package (apt-get install chromium).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const steps: { name: string; command: string[]; before?: () => void }[] = [
  { name: "lint", command: ["npx", "eslint", "--max-warnings=0", "."] },
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
  // Unused files, exports and dependencies (knip.json lists the entry points).
  { name: "dead code", command: ["npx", "knip", "--no-progress"] },
  { name: "unit and API tests", command: ["npx", "vitest", "run"] },
  { name: "build", command: ["npm", "run", "-s", "build"] },
  { name: "e2e in Chromium", command: ["npx", "playwright", "test"], before: ensureChromium },
];

const only = process.argv.slice(2);
const timings: string[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((name) => step.name.startsWith(name))) continue;
  step.before?.();
  console.log(`\n▶ ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all steps passed\n  ${timings.join("\n  ")}`);
