/**
 * Legacy Word .doc → PDF with LibreOffice (`soffice --headless --convert-to pdf`), the
 * one conversion that runs on the server (every other converter runs in the browser). Each run gets a fresh temp
 * directory (input, output and its own LibreOffice profile, so runs never share state),
 * runs in the sandbox when given one (always with an environment of its own, never the
 * server's), under a time limit that kills the whole process group, and the directory is
 * always removed: the file is never kept.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LaunchTimeout, runLaunch } from "./run-launch.ts";
import {
  findExecutable,
  handJobDirToSandbox,
  minimalEnv,
  sandboxLaunch,
  type Launch,
  type SandboxLimits,
  type SandboxTools,
} from "./sandbox.ts";

export type DocConversionFailure = "failed" | "timeout";

export class DocConversionError extends Error {
  constructor(
    readonly reason: DocConversionFailure,
    message: string,
  ) {
    super(message);
    this.name = "DocConversionError";
  }
}

/** The `soffice` executable on PATH (read at call time), or null. */
export function findSoffice(pathEnv: string | undefined = process.env.PATH): string | null {
  return findExecutable("soffice", pathEnv);
}

/** OLE2 compound file (the container of .doc, .xls, .ppt). */
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A Word 97–2003 document: an OLE2 file with a "WordDocument" stream (its name is UTF-16 in the directory). */
export function looksLikeDoc(bytes: Buffer): boolean {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return false;
  return bytes.includes(Buffer.from("WordDocument", "utf16le"));
}

export interface SofficeRunOptions {
  soffice: string;
  timeoutMs: number;
  /** Where temp directories go (tests); the OS temp dir by default. */
  tempRoot?: string;
  /** The sandbox's tools; null runs LibreOffice unconfined (never in production). */
  sandbox: SandboxTools | null;
  limits?: SandboxLimits;
}

/** The command line of one conversion in `dir`: the same whether sandboxed or not. */
function sofficeLaunch(options: SofficeRunOptions, dir: string, input: string, outDir: string): Launch {
  const args = [
    "--headless",
    "--invisible",
    "--norestore",
    "--nologo",
    "--nodefault",
    "--nolockcheck",
    `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`,
    "--convert-to",
    "pdf",
    "--outdir",
    outDir,
    input,
  ];
  if (options.sandbox)
    return sandboxLaunch(options.soffice, args, { jobDir: dir, tools: options.sandbox, limits: options.limits });
  return { file: options.soffice, args, env: minimalEnv(dir) };
}

export async function convertDocWithSoffice(bytes: Buffer, options: SofficeRunOptions): Promise<Buffer> {
  const dir = await fs.promises.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), "crestline-doc-"));
  try {
    const input = path.join(dir, "document.doc");
    const outDir = path.join(dir, "out");
    await fs.promises.mkdir(outDir);
    await fs.promises.writeFile(input, bytes, { mode: 0o600 });
    if (options.sandbox) await handJobDirToSandbox(dir);
    try {
      await runLaunch(sofficeLaunch(options, dir, input, outDir), { cwd: dir, timeoutMs: options.timeoutMs });
    } catch (error) {
      if (error instanceof LaunchTimeout) throw new DocConversionError("timeout", "soffice timed out");
      throw new DocConversionError("failed", `soffice failed: ${(error as Error).message}`);
    }
    let pdf: Buffer;
    try {
      pdf = await fs.promises.readFile(path.join(outDir, "document.pdf"));
    } catch {
      throw new DocConversionError("failed", "soffice wrote no PDF");
    }
    if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-")))
      throw new DocConversionError("failed", "soffice output is not a PDF");
    return pdf;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
