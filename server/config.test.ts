import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDatabaseUrl, redactUrl } from "./config.ts";

describe("DATABASE_URL", () => {
  it("defaults to the SQLite file in ./data", () => {
    expect(loadConfig({}).database).toEqual({ dialect: "sqlite", filename: path.resolve("data/app.db") });
  });

  it("accepts file: paths and postgres URLs", () => {
    expect(parseDatabaseUrl("file:/tmp/x.db")).toEqual({ dialect: "sqlite", filename: "/tmp/x.db" });
    expect(parseDatabaseUrl("postgres://u:p@db:5432/app")).toEqual({
      dialect: "postgres",
      connectionString: "postgres://u:p@db:5432/app",
    });
    expect(parseDatabaseUrl("postgresql://u@localhost/app").dialect).toBe("postgres");
  });

  it.each(["mysql://x", "nonsense", "file:", "postgres://"])("rejects %s with a one-line ConfigError", (url) => {
    expect(() => parseDatabaseUrl(url)).toThrow(ConfigError);
    try {
      parseDatabaseUrl(url);
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("never prints a password", () => {
    expect(redactUrl("postgres://user:secret@host/db")).toBe("postgres://user:***@host/db");
    expect(() => parseDatabaseUrl("mysql://user:secret@host/db")).toThrow(/user:\*\*\*@/);
  });
});

describe("admin and demo mode", () => {
  it("is in demo mode with no admin configured outside production", () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).demoMode).toBe(false);
    const config = loadConfig({ ADMIN_USERNAME: "ops", ADMIN_PASSWORD: "long-password" });
    expect(config.demoMode).toBe(false);
    expect(config.admin).toEqual({ username: "ops", password: "long-password" });
  });

  it("refuses half an admin configuration", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "x" })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_USERNAME: "x" })).toThrow(ConfigError);
  });

  it("validates PORT and reads the SEO allow-list", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
    expect(loadConfig({ SEO_AUDIT_ALLOW_HOSTS: " 127.0.0.1, LocalHost ," }).seoAuditAllowHosts).toEqual([
      "127.0.0.1",
      "localhost",
    ]);
  });
});
