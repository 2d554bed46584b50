import pino from "pino";
import { buildApp } from "./app.ts";
import { type AppConfig, ConfigError, loadConfig, noAdminMessage, redactUrl } from "./config.ts";
import { type AppDatabase, openDatabase } from "./platform/db/database.ts";
import { createAdminUsersRepository } from "./accounts/admin-users-repository.ts";
import { AdminUserError, DEMO_ADMIN, ensureStartupAdmin } from "./auth/admin-users.ts";
import { scheduleRetentionPurge } from "./privacy/retention-schedule.ts";

const shutdownGraceMs = 10_000;

// Log lines are buffered and leave in 4 KB writes, or every half second when traffic is
// light, instead of one system call per request (a fifth of the server's work per form
// submission). Whatever is still buffered is written out before the process exits.
const logDestination = pino.destination({ sync: false, minLength: 4096 });
setInterval(() => logDestination.flush(), 500).unref();
function exit(code: number): never {
  try {
    logDestination.flushSync();
  } catch {
    // Nothing buffered, or stdout is gone: nothing more can be written anyway.
  }
  process.exit(code);
}

/** True when someone can sign in as an owner (an enabled owner account exists). */
async function hasOwner(database: AppDatabase): Promise<boolean> {
  const accounts = await createAdminUsersRepository(database.db).list();
  return accounts.some((account) => account.role === "owner" && account.disabled_at === null);
}

/** What the start log says about the demo: who can use its published password. */
function demoNotice(config: AppConfig): string {
  const signIn = `Demo mode: sign in at /admin as ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`;
  if (config.reachableByOthers) return `${signIn}. DEMO=1: anyone who can reach ${config.host} can sign in.`;
  return (
    `${signIn}. The server listens on ${config.host} only, so nobody else can reach it; ` +
    "to serve others, create an admin (npm run admin -- create <username>) and set HOST=0.0.0.0."
  );
}

function describeDatabase(target: ReturnType<typeof loadConfig>["database"]): string {
  return target.dialect === "sqlite"
    ? `SQLite at ${target.filename}`
    : `PostgreSQL at ${redactUrl(target.connectionString)}`;
}

async function main() {
  const config = loadConfig();
  let database: AppDatabase;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Cannot open the database (${describeDatabase(config.database)}): ${reason.split("\n")[0]}`);
  }
  // ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin; demo mode has the demo admin.
  const adminOutcome = await ensureStartupAdmin(database.db, config).catch(async (error: unknown) => {
    await database.close();
    throw error instanceof AdminUserError ? new ConfigError(error.message) : error;
  });
  // Others could reach a server nobody can administer (and the demo is off there): stop.
  if (!config.demoMode && !config.admin && config.reachableByOthers && !(await hasOwner(database))) {
    await database.close();
    throw new ConfigError(noAdminMessage(config));
  }
  const app = await buildApp({
    config,
    database,
    clientDir: config.siteDir ?? undefined,
    logger: { level: process.env.LOG_LEVEL ?? "info", stream: logDestination },
  });
  app.log.info({ admin: adminOutcome }, "admin account checked");
  // Only the real server purges: test apps keep their fixtures' old dates.
  scheduleRetentionPurge(app, { database, periods: config.retention });

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const forced = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      exit(1);
    }, shutdownGraceMs);
    forced.unref();
    await app.close();
    await database.close();
    exit(0);
  }
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Crestline Digital is running on http://localhost:${config.port} (${describeDatabase(config.database)})`,
  );
  if (config.demoMode) app.log.info(demoNotice(config));
}

main().catch((error: unknown) => {
  // A configuration mistake gets one clear line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Start-up failed: ${error.message}`);
  else console.error("Start-up failed:", error);
  exit(1);
});
