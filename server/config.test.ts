import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackHost, loadConfig, noAdminMessage, parseDatabaseUrl, redactUrl } from "./config.ts";

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

  it("runs the demo on loopback only: with HOST unset it listens on 127.0.0.1", () => {
    expect(loadConfig({})).toMatchObject({ host: "127.0.0.1", demoMode: true, reachableByOthers: false });
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "localhost"]) {
      expect(loadConfig({ HOST: host })).toMatchObject({ demoMode: true, reachableByOthers: false });
    }
  });

  it("has no demo on an address others can reach, or behind a trusted proxy", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "2001:db8::1", "crestline.example"]) {
      expect(loadConfig({ HOST: host })).toMatchObject({ demoMode: false, reachableByOthers: true });
    }
    expect(loadConfig({ HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1" })).toMatchObject({
      demoMode: false,
      reachableByOthers: true,
    });
    expect(loadConfig({ TRUST_PROXY: "1" }).demoMode).toBe(false);
  });

  it("runs the demo on any address with DEMO=1, and never with DEMO=0", () => {
    expect(loadConfig({ DEMO: "1" })).toMatchObject({ host: "0.0.0.0", demoMode: true, reachableByOthers: true });
    expect(loadConfig({ DEMO: "1", HOST: "0.0.0.0" }).demoMode).toBe(true);
    expect(loadConfig({ DEMO: "0" })).toMatchObject({ host: "0.0.0.0", demoMode: false });
    expect(loadConfig({ DEMO: "0", HOST: "127.0.0.1" }).demoMode).toBe(false);
  });

  it("keeps listening on 0.0.0.0 by default when an admin is configured or in production", () => {
    expect(loadConfig({ ADMIN_USERNAME: "ops", ADMIN_PASSWORD: "long-password" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production" }).host).toBe("0.0.0.0");
  });

  it.each([
    [{ DEMO: "yes" }, /^DEMO "yes"/],
    [{ DEMO: "1", NODE_ENV: "production" }, /NODE_ENV=production/],
    [{ DEMO: "1", ADMIN_USERNAME: "ops", ADMIN_PASSWORD: "long-password" }, /ADMIN_USERNAME/],
  ])("refuses the contradiction %o in one line", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("tells in one line how to create an admin when others could reach a server without one", () => {
    const message = noAdminMessage(loadConfig({ HOST: "0.0.0.0" }));
    expect(message).not.toContain("\n");
    expect(message).toContain("on 0.0.0.0");
    expect(message).toContain("npm run admin -- create <username>");
    expect(message).toContain("ADMIN_USERNAME and ADMIN_PASSWORD");
    expect(message).toContain("DEMO=1");
    expect(noAdminMessage(loadConfig({ HOST: "127.0.0.1", TRUST_PROXY: "1" }))).toContain("behind a proxy");
  });

  it("knows loopback addresses", () => {
    for (const host of ["127.0.0.1", "127.255.0.1", "::1", "[::1]", "localhost", "LOCALHOST", "::ffff:127.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "10.0.0.1", "128.0.0.1", "::2", "::ffff:10.0.0.1", "localhost.example", ""]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
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

describe("PUBLIC_URL", () => {
  it("is the origin of the given address, or localhost outside production", () => {
    expect(loadConfig({ PUBLIC_URL: " https://www.crestline.example/any/path " }).publicUrl).toBe(
      "https://www.crestline.example",
    );
    expect(loadConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    expect(
      loadConfig({ NODE_ENV: "production", ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "a long password" }).publicUrl,
    ).toBeNull();
  });

  it("stops start-up with a clear message when it is not an http(s) address", () => {
    expect(() => loadConfig({ PUBLIC_URL: "crestline.example" })).toThrow(/PUBLIC_URL "crestline.example" is not a URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://crestline.example" })).toThrow(/must start with https/);
  });
});
