import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  MSG_DOC_FAILED,
  MSG_DOC_NOT_A_DOC,
  MSG_DOC_TIMEOUT,
  MSG_DOC_TOO_LARGE,
  MSG_DOC_UNAVAILABLE,
} from "#contracts/convert-doc.ts";
import { convertDocRoutes, type ConvertDocRouteOptions } from "./routes.ts";
import { findSoffice, looksLikeDoc } from "./soffice.ts";

// No real LibreOffice here: a fake `soffice` shell script placed first on PATH behaves
// like it (writes <outdir>/<name>.pdf) or fails, hangs or writes nothing, depending on
// a word inside the uploaded file. It logs the input path so the test can check that
// the temp directory is gone afterwards.
const FAKE_SOFFICE = `#!/bin/sh
outdir=""
input=""
while [ $# -gt 0 ]; do
  case "$1" in
    --outdir) outdir="$2"; shift 2 ;;
    -*) shift ;;
    *) input="$1"; shift ;;
  esac
done
echo "$input" >> "$FAKE_SOFFICE_LOG"
if grep -aq FAIL "$input"; then echo "conversion failed" >&2; exit 1; fi
if grep -aq HANG "$input"; then sleep 30; fi
if grep -aq NOOUT "$input"; then exit 0; fi
name=$(basename "$input")
printf '%%PDF-1.4\\n%% fake pdf from %s\\n%%%%EOF\\n' "$name" > "$outdir/\${name%.*}.pdf"
`;

/** A minimal Word 97–2003 file as far as the checks go: OLE2 header, a "WordDocument" stream name, a marker. */
function fakeDoc(marker = "OK"): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from("WordDocument", "utf16le").copy(bytes, 1024);
  Buffer.from(marker, "ascii").copy(bytes, 1500);
  return bytes;
}

let work: string;
let binDir: string;
let tempRoot: string;
let logFile: string;
const originalPath = process.env.PATH;

async function buildServer(options: ConvertDocRouteOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(convertDocRoutes, { tempRoot, ...options });
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
  binDir = path.join(work, "bin");
  fs.mkdirSync(binDir);
  fs.writeFileSync(path.join(binDir, "soffice"), FAKE_SOFFICE, { mode: 0o755 });
});

afterAll(() => {
  process.env.PATH = originalPath;
  fs.rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  tempRoot = fs.mkdtempSync(path.join(work, "tmp-"));
  logFile = path.join(work, `log-${Date.now()}-${Math.random()}.txt`);
  process.env.FAKE_SOFFICE_LOG = logFile;
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

  it("stops a conversion that takes too long (504), kills it and cleans up", async () => {
    const app = await buildServer({ timeoutMs: 700 });
    const started = Date.now();
    const response = await post(app, fakeDoc("HANG"));
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: MSG_DOC_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(convertedDirs()).toHaveLength(1);
    expect(fs.readdirSync(tempRoot)).toEqual([]);
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

  it("limits uploads per address (429)", async () => {
    const app = await buildServer({ ratePerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(app, fakeDoc())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});
