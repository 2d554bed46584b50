/**
 * Legacy Word .doc → PDF with LibreOffice (`soffice --headless --convert-to pdf`), the
 * one conversion that runs on the server (every other converter runs in the browser). Each run gets a fresh temp
 * directory (input, output and its own LibreOffice profile, so runs never share state),
 * a time limit that kills the whole process group, and the directory is always removed:
 * the file is never kept.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

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
  for (const dir of (pathEnv ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, "soffice");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
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
}

function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

export async function convertDocWithSoffice(bytes: Buffer, options: SofficeRunOptions): Promise<Buffer> {
  const dir = await fs.promises.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), "crestline-doc-"));
  try {
    const input = path.join(dir, "document.doc");
    const outDir = path.join(dir, "out");
    await fs.promises.mkdir(outDir);
    await fs.promises.writeFile(input, bytes, { mode: 0o600 });
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
    await new Promise<void>((resolve, reject) => {
      // Its own process group, so a timeout also ends soffice.bin and anything else it started.
      const child = spawn(options.soffice, args, {
        cwd: dir,
        detached: true,
        stdio: "ignore",
        env: { ...process.env, HOME: dir },
      });
      const timer = setTimeout(() => {
        killGroup(child.pid);
        reject(new DocConversionError("timeout", "soffice timed out"));
      }, options.timeoutMs);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(new DocConversionError("failed", `soffice could not start: ${error.message}`));
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        killGroup(child.pid); // leftovers of a finished run
        if (code === 0) resolve();
        else reject(new DocConversionError("failed", `soffice exited with ${code ?? signal}`));
      });
    });
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
