import { UNWORKED_LEAD } from "#contracts/leads/lead-desk-test-support.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { AdminStats, AdminSubmission, SubmissionPage } from "#contracts/leads/lead-desk.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import {
  type AdminTestApp,
  createAdminTestApp,
  CSV_DESK_AND_SOURCE_COLUMNS,
  ORIGIN,
  signedInCookie,
} from "./test-support/admin-app.ts";

// "Now" for these tests: 2026-11-22 15:30 in New Delhi (Asia/Kolkata, UTC+05:30).
//   today from       2026-11-21T18:30:00.000Z (local midnight)
//   this week from   2026-11-14T18:30:00.000Z (midnight 7 days back)
//   this month from  2026-10-31T18:30:00.000Z (1 November, local midnight)
const NOW = "2026-11-22T10:00:00.000Z";

const contact = (fullName: string, email: string, message: string) => ({
  fullName,
  contactNumber: "+91 98765 43210",
  email,
  website: "https://asha.example",
  message,
});
const quote = (fullName: string, email: string, goals: string) => ({
  source: "quote-page",
  fullName,
  contactNumber: "+91 98765 43210",
  email,
  websiteUrl: "javascript:alert(1)",
  monthlyBudget: "₹1-₹1.5 Lakh",
  platforms: ["Google Ads", "SEO"],
  goals,
});

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/submissions"],
  ["GET", "/api/admin/submissions?type=quote&q=x"],
  ["GET", "/api/admin/submissions/1"],
  ["POST", "/api/admin/submissions/1/read"],
  ["DELETE", "/api/admin/submissions/1"],
  ["GET", "/api/admin/submissions/export?format=json"],
  ["GET", "/api/admin/submissions/export?format=csv"],
  ["GET", "/api/admin/subscribers"],
  ["GET", "/api/admin/subscribers/export"],
  ["GET", "/api/admin/anything-else"],
];

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`admin API on ${name}`, () => {
    let t: AdminTestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createAdminTestApp(await target(), { now: NOW });
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      t.clock.set(NOW);
      await t.database.db.deleteFrom("submissions").execute();
      await t.database.db.deleteFrom("subscribers").execute();
      cookie = await signedInCookie(t.app);
    });

    async function insert(type: string, data: object, createdAt: string): Promise<number> {
      const row = await t.database.db
        .insertInto("submissions")
        .values({ type, data: JSON.stringify(data), created_at: createdAt })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      return row.id;
    }
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

    it("answers 401 on every admin endpoint without a session", async () => {
      for (const [method, url] of ADMIN_ENDPOINTS) {
        const response = await t.app.inject({ method: method as "GET", url, headers: { origin: ORIGIN } });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toHaveProperty("error");
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    });

    it("refuses state-changing admin requests from another origin (403) and keeps the row", async () => {
      const id = await insert("contact", contact("Asha", "asha@example.com", "Hello"), NOW);
      for (const [method, url] of [
        ["DELETE", `/api/admin/submissions/${id}`],
        ["POST", `/api/admin/submissions/${id}/read`],
      ] as const) {
        for (const headers of [{ origin: "https://evil.example" }, {}]) {
          const response = await t.app.inject({ method, url, headers: { cookie, ...headers } });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      const row = await t.database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      expect(row?.read_at).toBeNull();
    });

    it("counts at the window edges: local midnight, 7 days back, first of the month", async () => {
      const rows: [string, string][] = [
        ["contact", "2026-11-22T09:59:59.999Z"], // today
        ["quote", "2026-11-21T18:30:00.000Z"], // today: exactly local midnight
        ["contact", "2026-11-21T18:29:59.999Z"], // yesterday 23:59:59.999 local: week and month, not today
        ["quote", "2026-11-14T18:30:00.000Z"], // exactly 7 days back from midnight: in the week
        ["application", "2026-11-14T18:29:59.999Z"], // just before: month only
        ["contact", "2026-10-31T18:30:00.000Z"], // 1 November 00:00 local: in the month
        ["quote", "2026-10-31T18:29:59.999Z"], // 31 October 23:59 local: total only
        ["contact", "2025-01-01T00:00:00.000Z"], // long ago
        ["audit", "2024-06-01T00:00:00.000Z"], // long ago
      ];
      for (const [type, at] of rows) await insert(type, contact("A", "a@example.com", "m"), at);
      const response = await get("/api/admin/stats");
      expect(response.statusCode).toBe(200);
      const stats = response.json<AdminStats>();
      expect(stats).toEqual({
        total: 9,
        today: 2,
        thisWeek: 4,
        thisMonth: 6,
        contactForms: 4,
        quoteForms: 3,
        applications: 1,
        auditRequests: 1,
        bookings: 0,
        dueToday: 0,
        overdue: 0,
        // Unanswered since Saturday 15:00 in New Delhi or before: an office hour by Sunday 15:30.
        responseOverdue: 6,
        windows: {
          todayFrom: "2026-11-21T18:30:00.000Z",
          weekFrom: "2026-11-14T18:30:00.000Z",
          monthFrom: "2026-10-31T18:30:00.000Z",
          timeZone: "Asia/Kolkata",
        },
      });

      // Counts by type follow inserts and deletes (their cache is keyed on the table's state).
      const extra = await insert("quote", contact("B", "b@example.com", "m"), "2026-11-22T09:00:00.000Z");
      expect((await get("/api/admin/stats")).json()).toMatchObject({
        total: 10,
        today: 3,
        quoteForms: 4,
        contactForms: 4,
        auditRequests: 1,
      });
      await t.database.db.deleteFrom("submissions").where("id", "=", extra).execute();
      const oldest = await t.database.db
        .selectFrom("submissions")
        .select("id")
        .where("created_at", "=", "2025-01-01T00:00:00.000Z")
        .executeTakeFirstOrThrow();
      await t.database.db.deleteFrom("submissions").where("id", "=", oldest.id).execute();
      expect((await get("/api/admin/stats")).json()).toMatchObject({
        total: 8,
        quoteForms: 3,
        contactForms: 3,
        applications: 1,
        auditRequests: 1,
      });
      await insert("contact", contact("C", "c@example.com", "m"), "2026-11-22T09:00:00.000Z");
      expect((await get("/api/admin/stats")).json()).toMatchObject({
        total: 9,
        quoteForms: 3,
        contactForms: 4,
        applications: 1,
        auditRequests: 1,
      });
      await insert("audit", contact("D", "d@example.com", "m"), "2026-11-22T09:00:00.000Z");
      expect((await get("/api/admin/stats")).json()).toMatchObject({ total: 10, auditRequests: 2 });
      await insert("contact", contact("A", "a@example.com", "m"), "2025-01-01T00:00:00.000Z");

      // Just after local midnight the windows move with the server's clock.
      t.clock.set("2026-11-30T18:30:00.000Z"); // 1 December 00:00 in New Delhi
      cookie = await signedInCookie(t.app);
      const december = (await get("/api/admin/stats")).json<AdminStats>();
      expect(december).toMatchObject({ total: 11, today: 0, thisMonth: 0, thisWeek: 0 });
    });

    it("answers zeros on an empty database", async () => {
      expect((await get("/api/admin/stats")).json()).toMatchObject({
        total: 0,
        today: 0,
        thisWeek: 0,
        thisMonth: 0,
        contactForms: 0,
        quoteForms: 0,
        applications: 0,
        auditRequests: 0,
      });
    });

    it("lists newest first in pages with a cursor, by type, without gaps or repeats", async () => {
      // 25 rows, some sharing a timestamp (ties are broken by id).
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        const at = new Date(Date.parse("2026-11-20T00:00:00.000Z") + Math.floor(i / 3) * 60_000).toISOString();
        ids.push(
          await insert(
            i % 2 === 0 ? "contact" : "quote",
            contact(`Person ${i}`, `p${i}@example.com`, `message ${i}`),
            at,
          ),
        );
      }
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/admin/submissions?limit=10${cursor ? `&cursor=${cursor}` : ""}`;
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        const page: SubmissionPage = response.json();
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      const expected = [...ids].sort((a, b) => {
        const ta = Math.floor((a - ids[0]!) / 3);
        const tb = Math.floor((b - ids[0]!) / 3);
        return tb - ta || b - a;
      });
      expect(seen).toEqual(expected);

      const quotes = (await get("/api/admin/submissions?type=quote&limit=100")).json<SubmissionPage>();
      expect(quotes.items).toHaveLength(12);
      expect(quotes.items.every((item) => item.type === "quote")).toBe(true);
      expect(quotes.nextCursor).toBeNull();

      const first = (await get("/api/admin/submissions?limit=1")).json<SubmissionPage>().items[0];
      expect(first).toEqual({
        id: ids[24],
        type: "contact",
        timestamp: "2026-11-20T00:08:00.000Z",
        readAt: null,
        firstResponseAt: null,
        // Friday 05:38 in New Delhi: due an office hour after 9:00.
        responseDueAt: "2026-11-20T04:30:00.000Z",
        data: contact("Person 24", "p24@example.com", "message 24"),
        ...UNWORKED_LEAD,
      });
    });

    it("rejects bad list parameters with 400", async () => {
      expect((await get("/api/admin/submissions?cursor=garbage")).statusCode).toBe(400);
      expect((await get("/api/admin/submissions?type=spam")).statusCode).toBe(400);
      expect((await get("/api/admin/submissions?limit=100000")).statusCode).toBe(400);
    });

    it("searches name, e-mail and message, case-insensitively, with LIKE characters taken literally", async () => {
      await insert("contact", contact("Asha Verma", "asha@verma.example", "Need SEO help"), "2026-11-20T10:00:00.000Z");
      await insert(
        "quote",
        quote("Rohan Mehta", "rohan@mehta.example", "Grow sales 100% online"),
        "2026-11-20T11:00:00.000Z",
      );
      await insert(
        "application",
        {
          fullName: "Meera Iyer",
          email: "meera@iyer.example",
          contactNumber: "1234567",
          portfolioUrl: "https://m.example",
          coverNote: "I love seo_work",
        },
        "2026-11-20T12:00:00.000Z",
      );
      const names = async (query: string) =>
        (await get(`/api/admin/submissions?${query}`)).json<SubmissionPage>().items.map((item) => item.data.fullName);
      expect(await names("q=asha")).toEqual(["Asha Verma"]);
      expect(await names("q=MEHTA.EXAMPLE")).toEqual(["Rohan Mehta"]);
      expect(await names("q=seo")).toEqual(["Meera Iyer", "Asha Verma"]);
      expect(await names("q=seo&type=contact")).toEqual(["Asha Verma"]);
      expect(await names(`q=${encodeURIComponent("100%")}`)).toEqual(["Rohan Mehta"]);
      expect(await names(`q=${encodeURIComponent("seo_")}`)).toEqual(["Meera Iyer"]);
      expect(await names(`q=${encodeURIComponent("%")}`)).toEqual(["Rohan Mehta"]);
      // Only name, e-mail and message: the budget and the field names are not searched.
      expect(await names(`q=${encodeURIComponent("Lakh")}`)).toEqual([]);
      expect(await names("q=fullName")).toEqual([]);
    });

    it("opens a submission: read_at set once, the row no longer new", async () => {
      const id = await insert("contact", contact("Asha", "asha@example.com", "Hello"), NOW);
      expect((await get(`/api/admin/submissions/${id}`)).json<AdminSubmission>().readAt).toBeNull();
      const read = await t.app.inject({
        method: "POST",
        url: `/api/admin/submissions/${id}/read`,
        headers: { cookie, origin: ORIGIN },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<AdminSubmission>().readAt).toBe(NOW);
      t.clock.advance(60_000);
      const again = await t.app.inject({
        method: "POST",
        url: `/api/admin/submissions/${id}/read`,
        headers: { cookie, origin: ORIGIN },
      });
      expect(again.json<AdminSubmission>().readAt).toBe(NOW);
      expect((await get(`/api/admin/submissions/${id}`)).json<AdminSubmission>().readAt).toBe(NOW);
      expect((await get("/api/admin/submissions/999999")).statusCode).toBe(404);
      expect((await get("/api/admin/submissions/abc")).statusCode).toBe(404);
    });

    it("deletes a submission (204), then 404", async () => {
      const keep = await insert("contact", contact("Keep", "k@example.com", "x"), NOW);
      const id = await insert("contact", contact("Drop", "d@example.com", "x"), NOW);
      const del = () =>
        t.app.inject({ method: "DELETE", url: `/api/admin/submissions/${id}`, headers: { cookie, origin: ORIGIN } });
      expect((await del()).statusCode).toBe(204);
      expect((await del()).statusCode).toBe(404);
      const left = await t.database.db.selectFrom("submissions").select("id").execute();
      expect(left.map((row) => row.id)).toEqual([keep]);
    });

    it("exports the current filter as pretty-printed JSON named with the local date", async () => {
      await insert("contact", contact("Asha", "asha@example.com", "Hello"), "2026-11-20T10:00:00.000Z");
      await insert("quote", quote("Rohan", "rohan@example.com", "Leads"), "2026-11-21T10:00:00.000Z");
      t.clock.set("2026-11-22T19:00:00.000Z"); // already 23 November in New Delhi
      cookie = await signedInCookie(t.app); // hours later: the earlier session has ended idle
      const response = await get("/api/admin/submissions/export?format=json&type=all");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="submissions-2026-11-23.json"');
      const parsed = JSON.parse(response.body) as AdminSubmission[];
      expect(parsed.map((item) => item.data.fullName)).toEqual(["Rohan", "Asha"]);
      expect(response.body).toBe(`${JSON.stringify(parsed, null, 2)}\n`);

      const quotes = JSON.parse(
        (await get("/api/admin/submissions/export?format=json&type=quote")).body,
      ) as AdminSubmission[];
      expect(quotes.map((item) => item.type)).toEqual(["quote"]);
      const none = await get("/api/admin/submissions/export?format=json&q=nobody");
      expect(JSON.parse(none.body)).toEqual([]);
    });

    it("exports more rows than one batch, in order", async () => {
      const values = Array.from({ length: 1234 }, (_, i) => ({
        type: "contact",
        data: JSON.stringify(contact(`P${i}`, `p${i}@example.com`, "m")),
        created_at: new Date(Date.parse("2026-01-01T00:00:00.000Z") + Math.floor(i / 2) * 1000).toISOString(),
      }));
      for (let i = 0; i < values.length; i += 200)
        await t.database.db
          .insertInto("submissions")
          .values(values.slice(i, i + 200))
          .execute();
      // Other requests are answered while an export runs: each of its 64 KB chunks (about 13
      // here) is made in a turn of the event loop of its own, even on SQLite's synchronous driver.
      let turns = 0;
      let exporting = true;
      const countTurns = () => {
        turns += 1;
        if (exporting) setImmediate(countTurns);
      };
      setImmediate(countTurns);
      const parsed = JSON.parse((await get("/api/admin/submissions/export")).body) as AdminSubmission[];
      exporting = false;
      expect(turns).toBeGreaterThanOrEqual(10);
      expect(parsed).toHaveLength(1234);
      expect(new Set(parsed.map((item) => item.id)).size).toBe(1234);
      const csv = (await get("/api/admin/submissions/export?format=csv")).body;
      expect(csv.trimEnd().split("\r\n")).toHaveLength(1235);
    });

    it("exports CSV with quoting, lists joined, and formulas neutralised", async () => {
      await insert(
        "quote",
        quote('Rohan, "R" Mehta', "rohan@example.com", '=HYPERLINK("x")\nline two'),
        "2026-11-21T10:00:00.000Z",
      );
      const response = await get("/api/admin/submissions/export?format=csv");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="submissions-2026-11-22.csv"');
      const [header, row] = response.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(
        "id,type,timestamp,read_at,fullName,email,contactNumber,contactNumberE164,website,websiteUrl,monthlyBudget,platforms,goals,toolContext,message,openingTitle,openingId,portfolioUrl,coverNote,auditedUrl,auditScore,criticalCount,warningCount,passedCount,criticalIssues,warningIssues,source,callStart,callWith,other," +
          CSV_DESK_AND_SOURCE_COLUMNS,
      );
      expect(row).toContain('"Rohan, ""R"" Mehta",rohan@example.com,+91 98765 43210');
      expect(row).toContain(",Google Ads; SEO,");
      expect(row).toContain(`"'=HYPERLINK(""x"")\nline two"`);
      expect(row).toContain("₹1-₹1.5 Lakh");
    });

    it("lists and exports confirmed subscribers only, newest first, searchable", async () => {
      await t.database.db
        .insertInto("subscribers")
        .values([
          {
            email: "old@example.com",
            created_at: "2026-11-01T00:00:00.000Z",
            confirmed_at: "2026-11-01T00:05:00.000Z",
          },
          {
            email: "new@example.com",
            created_at: "2026-11-21T00:00:00.000Z",
            confirmed_at: "2026-11-21T00:05:00.000Z",
          },
          // Not on the list: never confirmed, or unsubscribed.
          { email: "pending@example.com", created_at: "2026-11-21T01:00:00.000Z" },
          {
            email: "left@example.com",
            created_at: "2026-11-21T02:00:00.000Z",
            confirmed_at: "2026-11-21T02:05:00.000Z",
            unsubscribed_at: "2026-11-21T03:00:00.000Z",
          },
        ])
        .execute();
      const page = (await get("/api/admin/subscribers")).json();
      expect(page.items.map((item: { email: string }) => item.email)).toEqual(["new@example.com", "old@example.com"]);
      expect((await get("/api/admin/subscribers?q=OLD")).json().items).toHaveLength(1);
      const csv = await get("/api/admin/subscribers/export?format=csv");
      expect(csv.headers["content-disposition"]).toBe('attachment; filename="subscribers-2026-11-22.csv"');
      expect(
        csv.body
          .replace(/^\uFEFF/, "")
          .split("\r\n")
          .slice(0, 2),
      ).toEqual([
        expect.stringMatching(/^id,email,timestamp,channel,landing_page,/),
        expect.stringContaining("new@example.com"),
      ]);
      expect(csv.body).not.toMatch(/pending@|left@/);
      const json = await get("/api/admin/subscribers/export?format=json");
      expect(json.json().map((item: { email: string }) => item.email)).toEqual(["new@example.com", "old@example.com"]);
    });
  });
}

describe("an export the database cannot answer", () => {
  it("answers a JSON 500, not a broken file download", async () => {
    const t = await createAdminTestApp({ dialect: "sqlite", filename: ":memory:" });
    try {
      const cookie = await signedInCookie(t.app);
      await sql`drop table submissions`.execute(t.database.db);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/submissions/export?format=csv",
        headers: { cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["content-disposition"]).toBeUndefined();
      expect(response.json()).toEqual({ error: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
