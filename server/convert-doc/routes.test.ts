import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  MSG_DOC_FAILED,
  MSG_DOC_NOT_A_DOC,
  MSG_DOC_TIMEOUT,
  MSG_DOC_TOO_LARGE,
  MSG_DOC_UNAVAILABLE,
} from "#contracts/tools/convert-doc.ts";
import { fakeTimeouts, settledWithoutTime, until, watched } from "#server/test-support/fake-timeouts.ts";
import { processGroupExists, processGroupOf } from "#server/test-support/process-groups.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { fakeDoc, installFakeSoffice, processesWith } from "./fake-soffice-test-support.ts";
import { convertDocRoutes, defaultSandboxMode, MSG_DOC_NO_SANDBOX, type ConvertDocRouteOptions } from "./routes.ts";
import { findSoffice, looksLikeDoc } from "./soffice.ts";

// No real LibreOffice here: a fake `soffice` (fake-soffice-test-support.ts) placed first on PATH
// behaves like it or fails, hangs or writes nothing, depending on a word inside the
// uploaded file. These tests are of the route alone, so LibreOffice runs unsandboxed
// ("off"); sandbox.test.ts runs the same fake in the sandbox.

let work: string;
let binDir: string;
let tempRoot: string;
let logFile: string;
const originalPath = process.env.PATH;

async function buildServer(options: ConvertDocRouteOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(convertDocRoutes, { tempRoot, sandbox: "off", ...options });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, body: Buffer, contentType = "application/msword") =>
  app.inject({ method: "POST", url: CONVERT_DOC_PATH, headers: { "content-type": contentType }, payload: body });

function convertedDirs(): string[] {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").trim().split("\n").filter(Boolean) : [];
  return lines.map((line) => path.dirname(line));
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "convert-doc-test-"));
  ({ binDir, logFile } = installFakeSoffice(work));
});

afterAll(() => {
  process.env.PATH = originalPath;
  fs.rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  tempRoot = fs.mkdtempSync(path.join(work, "tmp-"));
  fs.rmSync(logFile, { force: true });
  process.env.PATH = `${binDir}${path.delimiter}${originalPath}`;
});

afterEach(() => {
  process.env.PATH = originalPath;
});

describe("findSoffice and looksLikeDoc", () => {
  it("finds an executable soffice on PATH and nothing on a PATH without one", () => {
    expect(findSoffice(`${binDir}${path.delimiter}/nonexistent`)).toBe(path.join(binDir, "soffice"));
    expect(findSoffice(tempRoot)).toBeNull();
    expect(findSoffice("")).toBeNull();
  });

  it("takes OLE2 files with a WordDocument stream only", () => {
    expect(looksLikeDoc(fakeDoc())).toBe(true);
    const xls = fakeDoc();
    xls.fill(0, 1024, 1100);
    expect(looksLikeDoc(xls)).toBe(false);
    expect(looksLikeDoc(Buffer.from("%PDF-1.4 not a doc".padEnd(600, " ")))).toBe(false);
  });
});

describe("GET /api/convert/doc/available", () => {
  it("says available when soffice is on PATH, not available otherwise", async () => {
    const app = await buildServer();
    const yes = await app.inject({ method: "GET", url: CONVERT_DOC_AVAILABLE_PATH });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ available: true, maxBytes: DOC_MAX_BYTES });
    expect(yes.headers["cache-control"]).toBe("no-store");

    process.env.PATH = tempRoot; // no soffice there
    const no = await app.inject({ method: "GET", url: CONVERT_DOC_AVAILABLE_PATH });
    expect(no.json()).toEqual({ available: false, maxBytes: DOC_MAX_BYTES });
    await app.close();
  });
});

describe("POST /api/convert/doc", () => {
  it("converts a .doc to a PDF and removes the temp directory", async () => {
    const app = await buildServer();
    const response = await post(app, fakeDoc());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("converted.pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.body).toContain("document.doc");
    const dirs = convertedDirs();
    expect(dirs).toHaveLength(1);
    expect(dirs[0]!.startsWith(tempRoot)).toBe(true);
    expect(fs.existsSync(dirs[0]!)).toBe(false);
    expect(fs.readdirSync(tempRoot)).toEqual([]);
    await app.close();
  });

  it("answers 422 with a clear message when LibreOffice fails, and cleans up", async () => {
    const app = await buildServer();
    for (const marker of ["FAIL", "NOOUT"]) {
      const response = await post(app, fakeDoc(marker));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: MSG_DOC_FAILED });
    }
    expect(convertedDirs()).toHaveLength(2);
    expect(fs.readdirSync(tempRoot)).toEqual([]);
    await app.close();
  });

  it("stops a conversion at its time limit (504), kills its whole process group, and cleans up", async () => {
    const token = String(Date.now());
    const app = await buildServer({ timeoutMs: 700 });
    const clock = fakeTimeouts();
    let response: Awaited<ReturnType<typeof post>>;
    let group = 0;
    try {
      const answer = watched(post(app, fakeDoc(`HANG:${token}`)));
      // The fake soffice hangs on two sleeps of its own (one in the background): the run is under way.
      await until(() => processesWith(`.${token}`).length === 2, "the hanging conversion to start");
      const groups = new Set(processesWith(`.${token}`).map(processGroupOf));
      expect(groups.size).toBe(1);
      group = [...groups][0] ?? 0;
      expect(group).toBeGreaterThan(1);
      onTestFinished(() => {
        if (processGroupExists(group)) process.kill(-group, "SIGKILL"); // a failed run leaves no sleeps behind
      });
      expect(group).not.toBe(processGroupOf(process.pid)); // a group of its own, not the server's
      await clock.advance(699);
      expect(answer.settled()).toBe(false);
      await clock.advance(1);
      response = await settledWithoutTime(answer.promise, "the 504 at the time limit");
    } finally {
      clock.restore();
    }
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: MSG_DOC_TIMEOUT });
    expect(convertedDirs()).toHaveLength(1);
    expect(fs.readdirSync(tempRoot)).toEqual([]);
    // Nothing of the group is left, not even a zombie once reaped: kill(-group, 0) gives ESRCH.
    await expect.poll(() => processGroupExists(group), { timeout: 5000 }).toBe(false);
    expect(processesWith(`.${token}`)).toEqual([]);
    await app.close();
  });

  it("runs two conversions at once for everyone, and answers a third 503 with Retry-After", async () => {
    const app = await buildServer({ maxConcurrent: 2 });
    const responses = await Promise.all(
      ["SLOW", "SLOW", "SLOW"].map((marker, i) =>
        app.inject({
          method: "POST",
          url: CONVERT_DOC_PATH,
          headers: { "content-type": "application/msword" },
          payload: fakeDoc(marker),
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 503]);
    const busy = responses.find((r) => r.statusCode === 503)!;
    expect(busy.headers["retry-after"]).toBe("30");
    expect(busy.json()).toEqual({ error: "The server is busy with other .doc conversions. Try again in 30 seconds." });
    // The slot is given back: the next one converts.
    expect((await post(app, fakeDoc())).statusCode).toBe(200);
    await app.close();
  });

  it("refuses what is not a .doc (400), another content type (415) and an oversized upload (413)", async () => {
    const app = await buildServer();
    const notDoc = await post(app, Buffer.from("just some text, not a Word file".repeat(40)));
    expect(notDoc.statusCode).toBe(400);
    expect(notDoc.json()).toEqual({ error: MSG_DOC_NOT_A_DOC });

    const empty = await post(app, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    const wrongType = await post(app, fakeDoc(), "application/pdf");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ error: MSG_DOC_NOT_A_DOC });

    const big = Buffer.concat([fakeDoc(), Buffer.alloc(DOC_MAX_BYTES)]);
    const tooLarge = await post(app, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: MSG_DOC_TOO_LARGE });
    expect(convertedDirs()).toEqual([]); // soffice never ran
    await app.close();
  });

  it("answers 503 with the .docx advice when the server has no soffice", async () => {
    process.env.PATH = tempRoot;
    const app = await buildServer();
    const response = await post(app, fakeDoc());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: MSG_DOC_UNAVAILABLE });
    await app.close();
  });

  it("limits uploads per address (429, Retry-After within the minute)", async () => {
    const app = await buildServer({ ratePerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await post(app, fakeDoc())).statusCode);
    expect(statuses).toEqual([200, 200]);
    expectRefusal(await post(app, fakeDoc()), 429, 1, 60);
    await app.close();
  });
});

describe("what LibreOffice is given", () => {
  const SECRETS = {
    DATABASE_URL: "postgres://crestline:db-secret-7f3a@db/crestline",
    SMTP_URL: "smtp://mailer:smtp-secret-91c2@mail:587",
    ADMIN_PASSWORD: "admin-secret-4d8e",
  };

  it("gets an environment of its own: none of the server's secrets", async () => {
    Object.assign(process.env, SECRETS);
    try {
      const app = await buildServer();
      const response = await post(app, fakeDoc("PROBE:1"));
      expect(response.statusCode).toBe(200);
      const seen = response.body;
      expect(seen).toContain("--- env");
      for (const [name, value] of Object.entries(SECRETS)) {
        expect(seen).not.toContain(name);
        expect(seen).not.toContain(value);
      }
      await app.close();
    } finally {
      for (const name of Object.keys(SECRETS)) delete process.env[name];
    }
  });
});

describe("without the sandbox", () => {
  async function serverLogging(lines: string[], options: ConvertDocRouteOptions = {}) {
    const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    await app.register(fastifyRateLimit, { global: false });
    await app.register(convertDocRoutes, { tempRoot, ...options });
    await app.ready();
    return app;
  }

  it("in production refuses to run LibreOffice: says so at start, shows the tool unavailable, answers 503", async () => {
    process.env.PATH = binDir; // soffice, but no bwrap
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    const lines: string[] = [];
    let app: FastifyInstance;
    try {
      app = await serverLogging(lines); // the mode comes from NODE_ENV
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const startLog = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(startLog).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining("LibreOffice will not run") }),
    );
    const available = await app.inject({ method: "GET", url: CONVERT_DOC_AVAILABLE_PATH });
    expect(available.json()).toEqual({ available: false, maxBytes: DOC_MAX_BYTES });
    const response = await post(app, fakeDoc());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: MSG_DOC_NO_SANDBOX });
    expect(convertedDirs()).toEqual([]); // soffice never ran
    await app.close();
  });

  it("elsewhere runs LibreOffice unconfined, with a warning at start (npm start on a fresh machine)", async () => {
    process.env.PATH = binDir;
    const lines: string[] = [];
    const app = await serverLogging(lines, { sandbox: defaultSandboxMode({ NODE_ENV: "development" }) });
    expect(lines.join("")).toContain("LibreOffice runs WITHOUT the sandbox");
    expect((await post(app, fakeDoc())).statusCode).toBe(200);
    expect(defaultSandboxMode({ NODE_ENV: "production" })).toBe("required");
    await app.close();
  });
});
