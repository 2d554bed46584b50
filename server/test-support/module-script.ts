import { spawnSync } from "node:child_process";

/**
 * Runs `lines` as an ES module in a new Node process (TypeScript imports through tsx) and
 * answers what it printed, line by line, and how it exited: for "the process exits once its
 * work is done" checks. A process still running after 30 s is stopped (status null).
 */
export function runModuleScript(lines: readonly string[]): { printed: string[]; status: number | null } {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", lines.join("\n")], {
    encoding: "utf8",
    timeout: 30_000,
  });
  return { printed: run.stdout.trim().split("\n"), status: run.status };
}
