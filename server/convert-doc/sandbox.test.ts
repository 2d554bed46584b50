import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONVERT_DOC_PATH, MSG_DOC_TIMEOUT } from "#contracts/tools/convert-doc.ts";
import { countingListener, fakeDoc, installFakeSoffice, processesWith } from "./fake-soffice-test-support.ts";
import { convertDocRoutes, type ConvertDocRouteOptions } from "./routes.ts";
import { runLaunch } from "./run-launch.ts";
import { DEFAULT_LIMITS, probeSandbox, sandboxLaunch, type SandboxTools } from "./sandbox.ts";
import { findSoffice } from "./soffice.ts";

// The sandbox from outside and inside: the fake `soffice` of fake-soffice-test-support.ts reports what
// it sees (environment, limits, user, whether a local listener answers), first in the
// sandbox, then unconfined ("off") to show each check can fail. Skipped, visibly, where
// this machine cannot build the sandbox (no bubblewrap, or namespaces not allowed); CI
// installs bubblewrap (.ci/run).
const probe = await probeSandbox();
const tools: SandboxTools | null = "tools" in probe ? probe.tools : null;
const skipReason = "reason" in probe ? `: ${probe.reason}` : "";

const SECRETS = {
  DATABASE_URL: "postgres://crestline:db-secret-7f3a@db/crestline",
  SMTP_URL: "smtp://mailer:smtp-secret-91c2@mail:587",
  ADMIN_PASSWORD: "admin-secret-4d8e",
};

let work: string;
let binDir: string;
let tempRoot: string;
const originalPath = process.env.PATH;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "convert-doc-sandbox-test-"));
  ({ binDir } = installFakeSoffice(work));
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  tempRoot = fs.mkdtempSync(path.join(work, "tmp-"));
  fs.chmodSync(tempRoot, 0o755); // the sandbox's user reaches its job directory through it
});

afterEach(() => {
  process.env.PATH = originalPath;
  for (const name of Object.keys(SECRETS)) delete process.env[name];
});

async function buildServer(options: ConvertDocRouteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(convertDocRoutes, { tempRoot, ...options });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, body: Buffer) =>
  app.inject({
    method: "POST",
    url: CONVERT_DOC_PATH,
    headers: { "content-type": "application/msword" },
    payload: body,
  });

/** Converts a PROBE document with the fake soffice first on PATH and returns what it saw. */
async function seenFromInside(options: ConvertDocRouteOptions, port: number): Promise<string> {
  process.env.PATH = `${binDir}${path.delimiter}${originalPath}`;
  const app = await buildServer(options);
  try {
    const response = await post(app, fakeDoc(`PROBE:${port}`));
    expect(response.statusCode).toBe(200);
    return response.body;
  } finally {
    await app.close();
  }
}

function section(seen: string, name: string): string {
  return seen.split(`--- ${name}`)[1]?.split("\n--- ")[0] ?? "";
}

describe.skipIf(!tools)(`LibreOffice's sandbox${skipReason}`, () => {
  it("gives the program an empty environment: only PATH, HOME and LANG, no secret of the server", async () => {
    Object.assign(process.env, SECRETS);
    const listener = await countingListener();
    try {
      const seen = await seenFromInside({ sandbox: "required" }, listener.port);
      const names = section(seen, "env")
        .trim()
        .split("\n")
        .map((line) => line.split("=")[0]);
      // PWD is the shell's own; nothing else of the server's environment.
      expect(names.filter((name) => name !== "PWD").sort()).toEqual(["HOME", "LANG", "PATH"]);
      for (const value of Object.values(SECRETS)) expect(seen).not.toContain(value);
    } finally {
      await listener.close();
    }
  });

  it("cuts the network: a connection to a listener on 127.0.0.1 is refused and the listener gets nothing", async () => {
    const listener = await countingListener();
    try {
      const seen = await seenFromInside({ sandbox: "required" }, listener.port);
      expect(seen).toContain("connect=refused");
      expect(listener.connections()).toBe(0);
      // The same program unconfined reaches it: the check above can fail.
      const unconfined = await seenFromInside({ sandbox: "off" }, listener.port);
      expect(unconfined).toContain("connect=ok");
      expect(listener.connections()).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });

  it("puts memory, CPU, file-size and process limits on it, and runs it as a user that is not root", async () => {
    const limits = { memoryBytes: 1536 * 1024 ** 2, cpuSeconds: 45, fileBytes: 100 * 1024 ** 2, processes: 128 };
    const seen = await seenFromInside({ sandbox: "required", limits }, 1);
    const table = section(seen, "limits");
    expect(table).toMatch(new RegExp(`Max address space\\s+${limits.memoryBytes}\\s+${limits.memoryBytes}`));
    expect(table).toMatch(new RegExp(`Max cpu time\\s+${limits.cpuSeconds}\\s+${limits.cpuSeconds}`));
    expect(table).toMatch(new RegExp(`Max file size\\s+${limits.fileBytes}\\s+${limits.fileBytes}`));
    expect(table).toMatch(new RegExp(`Max processes\\s+${limits.processes}\\s+${limits.processes}`));
    expect(table).toMatch(/Max core file size\s+0\s+0/);
    expect(seen).toMatch(/--- uid [1-9]\d*/);
    // The defaults are what production gets.
    const defaults = section(await seenFromInside({ sandbox: "required" }, 1), "limits");
    expect(defaults).toMatch(new RegExp(`Max address space\\s+${DEFAULT_LIMITS.memoryBytes}\\s`));
  });

  it("ends the whole box when a conversion takes too long: 504, and no process it started is left", async () => {
    const token = String(Date.now());
    process.env.PATH = `${binDir}${path.delimiter}${originalPath}`;
    const app = await buildServer({ sandbox: "required", timeoutMs: 1500 });
    try {
      const response = await post(app, fakeDoc(`HANG:${token}`));
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({ error: MSG_DOC_TIMEOUT });
      await expect.poll(() => processesWith(`.${token}`), { timeout: 3000 }).toEqual([]);
      expect(fs.readdirSync(tempRoot)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("sees the system read-only and only its own job directory writable", async () => {
    const jobDir = fs.mkdtempSync(path.join(tempRoot, "job-"));
    fs.chmodSync(jobDir, 0o777);
    const script =
      'for target in /usr/probe /etc/probe /probe "$HOME/probe"; do' +
      ' if touch "$target" 2>/dev/null; then echo "$target=written"; else echo "$target=refused"; fi; done > "$HOME/out.txt"';
    await runLaunch(sandboxLaunch("/bin/sh", ["-c", script], { jobDir, tools: tools! }), {
      cwd: jobDir,
      timeoutMs: 10_000,
    });
    expect(fs.readFileSync(path.join(jobDir, "out.txt"), "utf8").trim().split("\n")).toEqual([
      "/usr/probe=refused",
      "/etc/probe=refused",
      "/probe=refused",
      `${jobDir}/probe=written`,
    ]);
    expect(fs.existsSync(path.join(tempRoot, "probe"))).toBe(false); // its parent is the box's own /tmp
  });
});

// Real LibreOffice on a .doc whose picture is linked from a local listener
// (fixtures/README.md). Skipped, visibly, where LibreOffice or the sandbox is missing;
// CI installs both (.ci/run).
const soffice = findSoffice();
const realSkip = !soffice ? ": LibreOffice (soffice) is not installed" : skipReason;

describe.skipIf(!soffice || !tools)(`LibreOffice in the sandbox${realSkip}`, () => {
  const fixture = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "linked-picture.doc"));

  /** The fixture with its linked picture's URL pointing at `port`. */
  function linkedTo(port: number): Buffer {
    const bytes = Buffer.from(fixture);
    for (const encoding of ["latin1", "utf16le"] as const) {
      const from = Buffer.from("127.0.0.1:47811", encoding);
      const to = Buffer.from(`127.0.0.1:${port}`, encoding);
      for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + 1)) to.copy(bytes, at);
    }
    return bytes;
  }

  it(
    "converts a .doc with a picture linked from the network, and the listener gets nothing",
    { timeout: 120_000 },
    async () => {
      const listener = await countingListener();
      try {
        const app = await buildServer({ sandbox: "required" });
        const response = await post(app, linkedTo(listener.port));
        await app.close();
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        expect(listener.connections()).toBe(0);

        // Unconfined, LibreOffice fetches the picture: the document does reach out.
        const unconfined = await buildServer({ sandbox: "off" });
        const control = await post(unconfined, linkedTo(listener.port));
        await unconfined.close();
        expect(control.statusCode).toBe(200);
        expect(listener.connections()).toBeGreaterThan(0);
        expect(fs.readdirSync(tempRoot)).toEqual([]);
      } finally {
        await listener.close();
      }
    },
  );
});
