/**
 * Runs one Launch to its end or its time limit. The program gets its own process group,
 * so a timeout ends it and everything it started (soffice.bin, or bwrap and its box).
 */
import { spawn } from "node:child_process";
import type { Launch } from "./sandbox.ts";

export class LaunchTimeout extends Error {
  constructor(ms: number) {
    super(`stopped after ${ms} ms`);
    this.name = "LaunchTimeout";
  }
}

class LaunchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LaunchFailed";
  }
}

function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Resolves when the program exits with 0; rejects with LaunchTimeout or LaunchFailed. */
export function runLaunch(launch: Launch, options: { cwd: string; timeoutMs: number }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(launch.file, launch.args, {
      cwd: options.cwd,
      detached: true,
      stdio: "ignore",
      env: launch.env,
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new LaunchTimeout(options.timeoutMs));
    }, options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new LaunchFailed(`could not start: ${error.message}`));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      killGroup(child.pid); // leftovers of a finished run
      if (code === 0) resolve();
      else reject(new LaunchFailed(`exited with ${code ?? signal}`));
    });
  });
}
