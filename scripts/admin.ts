import readline from "node:readline";
import { Writable } from "node:stream";
import { AdminUserError, createAdmin, resetAdminPassword } from "#server/auth/admin-users.ts";
import { passwordProblem, usernameProblem } from "#server/auth/password.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { BackupError, backupSqlite } from "#server/platform/db/backup.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { purgeExpired } from "#server/privacy/retention-purge.ts";
import { purgeReport } from "#server/privacy/retention-report.ts";
import { auditPurge } from "#server/privacy/retention-schedule.ts";

// npm run admin -- create <username> [--staff] [--name "Display name"]
// npm run admin -- reset-password <username>
// npm run admin -- backup <file> [--force]
// npm run admin -- purge [--dry-run]
//
// The password is read from the terminal (typed twice, not echoed) or, when stdin is not a
// terminal, from the first line of stdin:  printf '%s\n' "$PASSWORD" | npm run admin -- create ops
// It is never taken from the command line, where shell history and `ps` would keep it.
// The database is the one DATABASE_URL names (default file:./data/app.db).
// `backup` copies a SQLite database while the server keeps serving; PostgreSQL has pg_dump.

const USAGE = `Usage:
  npm run admin -- create <username>           add an admin (an owner; --staff for a staff account,
                                               --name "Display name" for the name the dashboard shows)
  npm run admin -- reset-password <username>   set a new password (signs that admin out everywhere)
  npm run admin -- backup <file> [--force]     copy the SQLite database to <file> while the server runs
                                               (--force replaces an existing <file>)
  npm run admin -- purge [--dry-run]           delete what is past its retention period now (the server
                                               also does daily); --dry-run only counts it

The password is asked for on the terminal, or read from the first line of stdin.`;

const PG_DUMP_ADVICE = `DATABASE_URL names PostgreSQL: this command backs up SQLite only. Use PostgreSQL's own tools:
  pg_dump --format=custom --file=crestline.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" crestline.dump
(README, "Backup and restore").`;

class UsageError extends Error {}

const MSG_NO_PASSWORD_ARGS =
  "Passwords are never taken from the command line: type it when asked, or pipe it on stdin.";

/** The options of `create`: --staff and --name <display name>; anything else is refused. */
function createOptions(args: string[]): { role: "owner" | "staff"; displayName?: string } {
  let role: "owner" | "staff" = "owner";
  let displayName: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--staff") role = "staff";
    else if (arg === "--name" && args[i + 1] !== undefined && args[i + 1]!.trim() !== "") {
      displayName = args[i + 1]!.trim();
      i += 1;
    } else throw new UsageError(arg?.startsWith("-") ? USAGE : MSG_NO_PASSWORD_ARGS);
  }
  return { role, displayName };
}

async function readStdinLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await askHidden("New password: ");
  const problem = passwordProblem(first);
  if (problem) throw new UsageError(problem);
  const second = await askHidden("Repeat the password: ");
  if (first !== second) throw new UsageError("The two passwords differ; nothing was changed.");
  return first;
}

async function backup(args: string[]): Promise<void> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.database.dialect === "postgres") throw new UsageError(PG_DUMP_ADVICE);
  const result = await backupSqlite(config.database.filename, files[0]!, { overwrite: force });
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${result.source} to ${result.destination}: ${result.pages} pages, ${megabytes} MB, ` +
      `integrity check ok, in ${(result.durationMs / 1000).toFixed(1)} s.`,
  );
  console.log(
    `To restore: stop the server, delete ${result.source}-wal and ${result.source}-shm if present, ` +
      `copy the backup to ${result.source}, start the server.`,
  );
}

/** Deletes (or with --dry-run counts) what is past its retention period, by the configured periods. */
async function purge(args: string[]): Promise<void> {
  const dryRun = args.includes("--dry-run");
  if (args.some((arg) => arg !== "--dry-run")) throw new UsageError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const now = new Date();
    const counts = await purgeExpired(database, { now, periods: config.retention, dryRun });
    if (!dryRun) await auditPurge(database.db, counts, now, "command");
    console.log(purgeReport(counts, config.retention, dryRun));
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, username, ...rest] = args;
  if (command === "--help" || command === "-h" || command === "help") {
    console.log(USAGE);
    return;
  }
  if (command === "backup") return backup(args.slice(1));
  if (command === "purge") return purge(args.slice(1));
  if ((command !== "create" && command !== "reset-password") || !username) throw new UsageError(USAGE);
  if (command === "reset-password" && rest.length > 0) throw new UsageError(MSG_NO_PASSWORD_ARGS);
  const options = command === "create" ? createOptions(rest) : null;
  const nameProblem = usernameProblem(username);
  if (nameProblem) throw new UsageError(nameProblem);

  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    if (options) {
      await createAdmin(database.db, username, password, new Date(), options);
      console.log(`${options.role === "staff" ? "Staff account" : "Admin"} "${username}" created. Sign in at /admin.`);
    } else {
      await resetAdminPassword(database.db, username, password);
      console.log(`Password of "${username}" changed; their open sessions were ended.`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof AdminUserError ||
    error instanceof ConfigError ||
    error instanceof BackupError
  ) {
    console.error(error.message);
  } else {
    console.error("admin:", error);
  }
  process.exitCode = 1;
});
