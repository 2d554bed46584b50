import { afterEach, describe, expect, it } from "vitest";
import type { AdminSubmission } from "#contracts/leads/lead-desk.ts";
import type { LeadContext } from "#contracts/leads/lead-source.ts";
import type { SourcesReport } from "#contracts/sources/sources-report.ts";
import { type AdminTestApp, ORIGIN, signedInAdminSuite } from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { plainContact as contact } from "#server/test-support/leads-api.ts";
import { TOOL_RUN_RATE_LIMIT } from "./routes.ts";

const KNOWN_TOOLS = new Set(["word-counter", "seo-audit-generator", "png-to-jpeg"]);

const quote = {
  fullName: "Rohit Mehta",
  contactNumber: "011 4567 8900",
  email: "rohit@example.com",
  websiteUrl: "https://shop.example.com",
  monthlyBudget: "₹1.5-₹2 Lakh",
  platforms: ["SEO"],
  goals: "Double online sales by Diwali.",
};

function context(overrides: Partial<LeadContext> = {}): LeadContext {
  return {
    landingPage: "/",
    landedAt: "2026-11-22T09:50:00.000Z",
    formPage: "/quote",
    referrerHost: null,
    utm: {},
    gclid: false,
    fbclid: false,
    device: "mobile",
    toolsUsed: [],
    ...overrides,
  };
}

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead sources and tool runs on ${name}`, () => {
    let t: AdminTestApp;
    let cookie: string;

    signedInAdminSuite(
      target,
      { now: "2026-11-22T10:00:00.000Z", knownTools: KNOWN_TOOLS, mail: true },
      (ready, owner) => {
        [t, cookie] = [ready, owner];
      },
    );
    afterEach(async () => {
      await t.database.db.deleteFrom("submissions").execute();
      await t.database.db.deleteFrom("lead_days").execute();
      await t.database.db.deleteFrom("subscribers").execute();
      await t.database.db.deleteFrom("tool_runs").execute();
      t.clock.set("2026-11-22T10:00:00.000Z");
    });

    const post = (url: string, body: unknown, ip = nextIp(), contentType = "application/json") =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": contentType },
        payload: typeof body === "string" ? body : JSON.stringify(body),
        remoteAddress: ip,
      });
    const admin = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie, origin: ORIGIN } });
    const sendLead = async (data: unknown, leadContext: unknown, type = "quote") => {
      const response = await post("/api/submissions", { type, data, context: leadContext });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };

    it("stores a lead's source with its channel, and the admin shows it", async () => {
      const id = await sendLead(
        quote,
        context({
          landingPage: "/tools/word-counter",
          utm: { utm_source: "newsletter", utm_campaign: "diwali" },
          toolsUsed: [
            { tool: "word-counter", at: "2026-11-22T09:55:00.000Z" },
            { tool: "word-counter", at: "2026-11-22T09:56:00.000Z" },
            { tool: "not-a-tool", at: "2026-11-22T09:57:00.000Z" },
          ],
          offerTool: "word-counter",
        }),
      );
      const row = await t.database.db
        .selectFrom("submissions")
        .select(["channel", "landing_page", "utm_source", "utm_campaign"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        channel: "campaign",
        landing_page: "/tools/word-counter",
        utm_source: "newsletter",
        utm_campaign: "diwali",
      });
      const tools = await t.database.db
        .selectFrom("lead_days")
        .select(["key1", "leads"])
        .where("dimension", "=", "tool")
        .execute();
      expect(tools).toEqual([{ key1: "word-counter", leads: 1 }]);

      const detail = (await admin(`/api/admin/submissions/${id}`)).json<AdminSubmission>();
      expect(detail.source).toMatchObject({
        channel: "campaign",
        utm: { utm_source: "newsletter", utm_campaign: "diwali" },
        offerTool: "word-counter",
      });
      // Only the site's own tools are kept.
      expect(detail.source?.toolsUsed.map((use) => use.tool)).toEqual(["word-counter", "word-counter"]);
    });

    it("exports the source columns in CSV and JSON, for submissions and subscribers", async () => {
      await sendLead(
        quote,
        context({
          landingPage: "/tools/word-counter",
          utm: { utm_source: "newsletter", utm_campaign: "diwali" },
          gclid: true,
          toolsUsed: [{ tool: "word-counter", at: "2026-11-22T09:55:00.000Z" }],
        }),
      );
      await post("/api/subscribers", { email: "reader@example.com", context: context({ referrerHost: "t.co" }) });
      // The export lists confirmed addresses only.
      await t.app.subscribers.confirm("reader@example.com", t.clock.now());

      const csv = (await admin("/api/admin/submissions/export?format=csv")).body.replace(/^\uFEFF/, "").split("\r\n");
      const header = csv[0]!.split(",");
      const cells = csv[1]!.split(",");
      const cell = (name: string) => cells[header.indexOf(name)];
      expect(cell("channel")).toBe("campaign");
      expect(cell("landing_page")).toBe("/tools/word-counter");
      expect(cell("utm_source")).toBe("newsletter");
      expect(cell("utm_campaign")).toBe("diwali");
      expect(cell("gclid")).toBe("yes");
      expect(cell("tools_used")).toBe("word-counter 2026-11-22T09:55:00.000Z");

      const json = (await admin("/api/admin/submissions/export?format=json")).json<AdminSubmission[]>();
      expect(json[0]?.source).toMatchObject({ channel: "campaign", landingPage: "/tools/word-counter" });

      const subscribersCsv = (await admin("/api/admin/subscribers/export?format=csv")).body.split("\r\n");
      const subscriberHeader = subscribersCsv[0]!.split(",");
      expect(subscribersCsv[1]!.split(",")[subscriberHeader.indexOf("channel")]).toBe("social");
    });

    it("derives organic, social, referral and direct channels from the referrer", async () => {
      const cases = [
        ["www.google.co.in", "organic"],
        ["l.instagram.com", "social"],
        ["t.co", "social"],
        ["blog.partner.in", "referral"],
        [null, "direct"],
      ] as const;
      for (const [referrerHost, channel] of cases) {
        const id = await sendLead(contact, context({ referrerHost }), "contact");
        const detail = (await admin(`/api/admin/submissions/${id}`)).json<AdminSubmission>();
        expect(detail.source?.channel, String(referrerHost)).toBe(channel);
      }
    });

    it("never refuses a lead for its context: a forged or broken one is dropped", async () => {
      for (const broken of ["text", 42, [], { landingPage: "not a path" }, context({ device: "fridge" as "mobile" })]) {
        const id = await sendLead(quote, broken);
        const detail = (await admin(`/api/admin/submissions/${id}`)).json<AdminSubmission>();
        expect(detail.source).toBeNull();
      }
      const withoutContext = await post("/api/submissions", { type: "quote", data: quote });
      expect(withoutContext.statusCode).toBe(201);
    });

    it("stores a subscriber's source", async () => {
      const response = await post("/api/subscribers", {
        email: "reader@example.com",
        context: context({ referrerHost: "www.bing.com", formPage: "/blog" }),
      });
      expect(response.statusCode).toBe(202);
      const row = await t.database.db
        .selectFrom("subscribers")
        .select(["channel", "landing_page"])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ channel: "organic", landing_page: "/" });
    });

    describe("POST /api/tool-runs", () => {
      const runs = () => t.database.db.selectFrom("tool_runs").selectAll().orderBy("tool").execute();

      it("counts finished runs per tool and New Delhi day", async () => {
        for (let i = 0; i < 3; i += 1)
          expect((await post("/api/tool-runs", { tool: "word-counter" })).statusCode).toBe(204);
        // 20:00 UTC is already the next day in New Delhi.
        t.clock.set("2026-11-22T20:00:00.000Z");
        expect((await post("/api/tool-runs", { tool: "word-counter" })).statusCode).toBe(204);
        expect(await runs()).toEqual([
          { tool: "word-counter", day: "2026-11-22", runs: 3 },
          { tool: "word-counter", day: "2026-11-23", runs: 1 },
        ]);
      });

      it("refuses unknown tools and bad bodies with 4xx and counts nothing", async () => {
        for (const body of [{ tool: "evil-tool" }, { tool: 7 }, {}, { tool: "x".repeat(500) }]) {
          const response = await post("/api/tool-runs", body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json()).toEqual({ error: "Unknown tool." });
        }
        expect((await post("/api/tool-runs", "{not json")).statusCode).toBe(400);
        expect((await post("/api/tool-runs", "tool=word-counter", nextIp(), "text/plain")).statusCode).toBe(415);
        expect(await runs()).toEqual([]);
      });

      it("rate-limits a flood from one address with 429 and Retry-After", async () => {
        const ip = nextIp();
        for (let i = 0; i < TOOL_RUN_RATE_LIMIT.max; i += 1) {
          expect((await post("/api/tool-runs", { tool: "png-to-jpeg" }, ip)).statusCode).toBe(204);
        }
        const refused = await post("/api/tool-runs", { tool: "png-to-jpeg" }, ip);
        expectRefusal(refused, 429, 1, TOOL_RUN_RATE_LIMIT.timeWindow / 1000);
        expect(refused.json<{ error: string }>().error).toMatch(
          /^Too many tool runs from your network\. Try again in \d+ seconds\.$/,
        );
        expect((await runs())[0]?.runs).toBe(TOOL_RUN_RATE_LIMIT.max);
        // Another address is not affected, and a form from the flooded address still goes through.
        expect((await post("/api/tool-runs", { tool: "png-to-jpeg" })).statusCode).toBe(204);
        expect((await post("/api/submissions", { type: "quote", data: quote }, ip)).statusCode).toBe(201);
      });
    });

    describe("GET /api/admin/sources", () => {
      it("reports leads by channel, campaign, landing page and tool, with runs and rates", async () => {
        await sendLead(
          quote,
          context({
            landingPage: "/",
            utm: { utm_source: "newsletter", utm_campaign: "diwali" },
            toolsUsed: [{ tool: "word-counter", at: "2026-11-22T09:55:00.000Z" }],
          }),
        );
        await sendLead(quote, context({ landingPage: "/", utm: { utm_source: "newsletter", utm_campaign: "diwali" } }));
        await sendLead(contact, context({ landingPage: "/blog", referrerHost: "www.google.com" }), "contact");
        await sendLead(contact, null, "contact");
        for (let i = 0; i < 4; i += 1) await post("/api/tool-runs", { tool: "word-counter" });
        await post("/api/tool-runs", { tool: "png-to-jpeg" });
        // Outside the default range (last 30 days): not counted.
        t.clock.set("2026-09-01T10:00:00.000Z");
        await sendLead(contact, context({ referrerHost: "t.co" }), "contact");
        await post("/api/tool-runs", { tool: "png-to-jpeg" });
        t.clock.set("2026-11-22T10:00:00.000Z");

        const response = await admin("/api/admin/sources");
        expect(response.statusCode).toBe(200);
        const report = response.json<SourcesReport>();
        expect(report).toMatchObject({ from: "2026-10-24", to: "2026-11-22", timeZone: "Asia/Kolkata" });
        expect(report.totals).toEqual({ leads: 4, toolRuns: 5 });
        expect(report.byChannel).toEqual([
          { channel: "direct", leads: 1 },
          { channel: "organic", leads: 1 },
          { channel: "social", leads: 0 },
          { channel: "referral", leads: 0 },
          { channel: "campaign", leads: 2 },
        ]);
        expect(report.byCampaign).toEqual([{ source: "newsletter", campaign: "diwali", leads: 2 }]);
        expect(report.byLandingPage).toEqual([
          { page: "/", leads: 2 },
          { page: "/blog", leads: 1 },
          { page: null, leads: 1 },
        ]);
        expect(report.byTool).toEqual([
          { tool: "word-counter", runs: 4, leads: 1, rate: 0.25 },
          { tool: "png-to-jpeg", runs: 1, leads: 0, rate: 0 },
        ]);
        expect(report.toolRunsByDay).toEqual({
          tools: ["png-to-jpeg", "word-counter"],
          days: [{ day: "2026-11-22", runs: [1, 4] }],
        });

        const september = (await admin("/api/admin/sources?from=2026-09-01&to=2026-09-30")).json<SourcesReport>();
        expect(september.totals).toEqual({ leads: 1, toolRuns: 1 });
        expect(september.byChannel.find((entry) => entry.channel === "social")?.leads).toBe(1);
      });

      it("takes a deleted lead out of the report", async () => {
        const id = await sendLead(
          quote,
          context({
            utm: { utm_source: "newsletter" },
            toolsUsed: [{ tool: "word-counter", at: "2026-11-22T09:55:00.000Z" }],
          }),
        );
        await sendLead(contact, null, "contact");
        const before = (await admin("/api/admin/sources")).json<SourcesReport>();
        expect(before.totals.leads).toBe(2);
        expect(before.byTool).toEqual([{ tool: "word-counter", runs: 0, leads: 1, rate: 0 }]);
        const deleted = await t.app.inject({
          method: "DELETE",
          url: `/api/admin/submissions/${id}`,
          headers: { cookie, origin: ORIGIN },
        });
        expect(deleted.statusCode).toBe(204);
        const after = (await admin("/api/admin/sources")).json<SourcesReport>();
        expect(after.totals.leads).toBe(1);
        expect(after.byChannel.find((entry) => entry.channel === "campaign")?.leads).toBe(0);
        expect(after.byCampaign).toEqual([]);
        expect(after.byTool).toEqual([]);
      });

      it("folds past days' count rows into one without changing any figure, deletes included", async () => {
        t.clock.set("2026-11-20T10:00:00.000Z");
        const ids: number[] = [];
        for (let i = 0; i < 20; i += 1) {
          ids.push(await sendLead(quote, context({ utm: { utm_source: "newsletter", utm_campaign: "diwali" } })));
        }
        t.clock.set("2026-11-22T10:00:00.000Z");
        await sendLead(contact, null, "contact");
        const before = (await admin("/api/admin/sources")).json<SourcesReport>();
        const pastRows = () =>
          t.database.db.selectFrom("lead_days").selectAll().where("day", "=", "2026-11-20").execute();
        expect((await pastRows()).length).toBeGreaterThan(3);

        expect(await t.app.leadSources.compactPastDays("2026-11-22")).toBeGreaterThan(0);
        const folded = await pastRows();
        expect(folded.every((row) => row.shard === 0)).toBe(true);
        expect(folded.find((row) => row.dimension === "channel")?.leads).toBe(20);
        // Today's rows stay as they are; folding again changes nothing.
        expect(await t.app.leadSources.compactPastDays("2026-11-22")).toBe(0);
        expect((await admin("/api/admin/sources")).json<SourcesReport>()).toEqual(before);

        // A past lead deleted after folding still leaves the sums right.
        const deleted = await t.app.inject({
          method: "DELETE",
          url: `/api/admin/submissions/${ids[7]}`,
          headers: { cookie, origin: ORIGIN },
        });
        expect(deleted.statusCode).toBe(204);
        const after = (await admin("/api/admin/sources")).json<SourcesReport>();
        expect(after.totals.leads).toBe(before.totals.leads - 1);
        expect(after.byCampaign).toEqual([{ source: "newsletter", campaign: "diwali", leads: 19 }]);
      });

      it("answers 400 with a reason for a range it cannot answer, and 401 without a session", async () => {
        for (const query of [
          "from=2026-02-30",
          "from=yesterday",
          "from=2026-11-22&to=2026-11-01",
          "from=2020-01-01&to=2026-01-01",
        ]) {
          const response = await admin(`/api/admin/sources?${query}`);
          expect(response.statusCode, query).toBe(400);
          expect(response.json<{ error: string }>().error.length).toBeGreaterThan(5);
        }
        const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/sources" });
        expect(anonymous.statusCode).toBe(401);
      });
    });
  });
}
