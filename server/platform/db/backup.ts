import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** A backup that cannot be made as asked: the CLI prints this message and exits non-zero. */
export class BackupError extends Error {
  override name = "BackupError";
}

export interface BackupResult {
  source: string;
  destination: string;
  pages: number;
  bytes: number;
  durationMs: number;
}

/** All remaining pages in one step: one read transaction, so one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

function sameFile(a: string, b: string): boolean {
  const resolve = (file: string) => {
    try {
      return fs.realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  return resolve(a) === resolve(b);
}

/** Puts `temporary` at `destination`; without `overwrite`, fails if something is already there. */
function moveIntoPlace(temporary: string, destination: string, overwrite: boolean) {
  if (overwrite) {
    fs.renameSync(temporary, destination);
    return;
  }
  try {
    // A hard link never replaces an existing file, even one created a moment ago.
    fs.linkSync(temporary, destination);
    fs.unlinkSync(temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw existsError(destination);
    // A file system without hard links: check, then rename.
    if (fs.existsSync(destination)) throw existsError(destination);
    fs.renameSync(temporary, destination);
  }
}

function existsError(destination: string) {
  return new BackupError(`${destination} already exists; choose a new file name, or add --force to replace it`);
}

/**
 * Copies the SQLite database at `source` to `destination` while the server keeps serving,
 * with SQLite's online backup API (better-sqlite3's `db.backup`). All pages are copied in a
 * single step, which reads inside one transaction: the copy is the database as it was at one
 * moment, every transaction committed by then included, and in WAL mode the server goes on
 * writing meanwhile. The copy is written beside the destination under a temporary name,
 * switched to a self-contained rollback journal, checked with `PRAGMA integrity_check`, and only then
 * given its name. An existing destination is replaced only with `overwrite`, and never when
 * it is the database itself.
 */
export async function backupSqlite(
  source: string,
  destination: string,
  { overwrite = false }: { overwrite?: boolean } = {},
): Promise<BackupResult> {
  const started = performance.now();
  if (source === ":memory:")
    throw new BackupError("DATABASE_URL names an in-memory database: there is nothing to back up");
  const target = path.resolve(destination);
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source} (DATABASE_URL)`);
  for (const file of [source, `${source}-wal`, `${source}-shm`, `${source}-journal`]) {
    if (sameFile(file, target)) throw new BackupError(`${target} is the database itself; back it up to another file`);
  }
  if (fs.existsSync(target) && !overwrite) throw existsError(target);
  if (fs.existsSync(target) && !fs.statSync(target).isFile()) throw new BackupError(`${target} is not a file`);
  const directory = path.dirname(target);
  if (!fs.existsSync(directory)) throw new BackupError(`The folder ${directory} does not exist`);

  const { default: SQLite } = await import("better-sqlite3");
  const temporary = path.join(directory, `.${path.basename(target)}.${crypto.randomBytes(4).toString("hex")}.partial`);
  const connection = new SQLite(source, { fileMustExist: true });
  try {
    // The server may hold the write lock for a moment: wait for it rather than fail.
    connection.pragma("busy_timeout = 5000");
    const { totalPages } = await connection.backup(temporary, { progress: () => ALL_PAGES });

    const copy = new SQLite(temporary);
    try {
      // A single self-contained file: no -wal or -shm beside it when it is opened later.
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new BackupError(`The backup failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    moveIntoPlace(temporary, target, overwrite);
    return {
      source,
      destination: target,
      pages: totalPages,
      bytes: fs.statSync(target).size,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    connection.close();
    for (const leftover of [temporary, `${temporary}-journal`, `${temporary}-wal`, `${temporary}-shm`]) {
      fs.rmSync(leftover, { force: true });
    }
  }
}
