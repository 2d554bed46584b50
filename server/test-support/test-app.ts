import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "#server/app.ts";
import { loadConfig, type AppConfig, type DatabaseTarget } from "#server/config.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";

/** Mail settings for an app under test; pair them with a fake loadMailTransport so nothing leaves. */
export const TEST_MAIL_CONFIG = {
  smtp: { url: "smtp://mail.test", notifyEmail: "team@crestline.example" },
  publicUrl: "https://crestline.example",
};

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database, API only unless a client dir is given. */
export async function createTestApp(
  target: DatabaseTarget = { dialect: "sqlite", filename: ":memory:" },
  overrides: Partial<Omit<BuildAppOptions, "database" | "config">> & { config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const database = await openDatabase(target);
  const config = { ...loadConfig({}), database: target, ...overrides.config };
  const app = await buildApp({ clientDir: null, ...overrides, config, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
