import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#server/platform/db/test-support/postgres-cluster.ts";
import { writeFixtureSite } from "./fixture-site.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  request: (urlPath: string, init?: { method?: string; body?: unknown }) => Promise<Response>;
}

/**
 * Starts the real server (server/main.ts) as a child process on 127.0.0.1 and waits until it
 * listens. `logs: false` sends its log lines (stdout) nowhere, so a load test does not
 * spend its own CPU reading them; errors (stderr) are still kept. `port` starts it again
 * where it was (a restart behind a proxy).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { logs = true, port: wantedPort }: { logs?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = wantedPort ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-proc-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      SITE_DIR: writeFixtureSite(),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", logs ? "pipe" : "ignore", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const request = (urlPath: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`http://127.0.0.1:${port}${urlPath}`, {
      method: init.method ?? "GET",
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    });
  // Ready when the health check answers (the machine may be slow: allow a minute).
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) break;
    const ready = await request("/api/health").then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, port, output: () => output, exited, request };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

/** Runs server/main.ts with `env` added to this process's environment until it exits: its exit code and stderr. */
export async function runServerUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr };
}

/** The n-th of many contact forms sent to a server under test: `label` names the run ("Crash"), `sentWhile` its moment. */
export function numberedContact(n: number, label: string, sentWhile: string) {
  return {
    type: "contact",
    data: {
      fullName: `${label} Test ${n}`,
      contactNumber: "+91 98765 43210",
      email: `${label.toLowerCase()}-${n}@example.com`,
      message: `Submission number ${n}, sent while ${sentWhile}.`,
    },
  };
}
