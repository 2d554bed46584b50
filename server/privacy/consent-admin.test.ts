import { describe, expect, it } from "vitest";
import type { AdminConsent } from "#contracts/leads/lead-desk.ts";
import { NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { contact, leadDeskSuite, NOW } from "#server/test-support/lead-desk-app.ts";
import { quote } from "#server/test-support/leads-api.ts";

// The lead desk's GET /api/admin/submissions/:id/consent: what the lead detail shows.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead consent API on ${name}`, () => {
    const { state, insert, as } = leadDeskSuite(target);

    it("returns the consent stored with a lead: notice version, purposes, time and form", async () => {
      const sent = await state().app.inject({
        method: "POST",
        url: "/api/submissions",
        payload: { type: "quote", data: { ...quote, marketingConsent: true } },
      });
      expect(sent.statusCode).toBe(201);
      const { id } = sent.json<{ id: number }>();
      const response = await as().get(`/api/admin/submissions/${id}/consent`);
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminConsent[]>()).toEqual([
        {
          id: expect.any(Number),
          form: "quote",
          noticeVersion: NOTICE_VERSION,
          purposes: ["reply", "marketing"],
          createdAt: NOW,
          withdrawnAt: null,
        },
      ]);
    });

    it("shows a withdrawal, answers [] for a lead stored without consent, 404 for no lead; deleted with the lead", async () => {
      const sent = await state().app.inject({
        method: "POST",
        url: "/api/submissions",
        payload: { type: "contact", data: { ...contact("Asha", "Asha@Example.com"), marketingConsent: true } },
      });
      const { id } = sent.json<{ id: number }>();
      await state().app.consents.withdrawMarketing("asha@example.com", new Date("2026-11-23T08:00:00.000Z"));
      expect((await as().get(`/api/admin/submissions/${id}/consent`)).json()).toEqual([
        expect.objectContaining({ purposes: ["reply", "marketing"], withdrawnAt: "2026-11-23T08:00:00.000Z" }),
      ]);
      const old = await insert(contact("Ravi", "ravi@example.com"));
      expect((await as().get(`/api/admin/submissions/${old}/consent`)).json()).toEqual([]);
      expect((await as().get(`/api/admin/submissions/999999/consent`)).statusCode).toBe(404);
      expect((await as().get(`/api/admin/submissions/x/consent`)).statusCode).toBe(404);
      const signedOut = await state().app.inject({ method: "GET", url: `/api/admin/submissions/${id}/consent` });
      expect(signedOut.statusCode).toBe(401);
      // Deleting the lead deletes its consent record too.
      await state().app.submissions.delete(id);
      expect(await state().app.consents.listForSubject("submission", id)).toEqual([]);
    });
  });
}
