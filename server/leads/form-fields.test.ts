import { describe, expect, it } from "vitest";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { application, contact, leadsApi, quote } from "#server/test-support/leads-api.ts";

// The lead forms' fields as people fill them in: web addresses, phone numbers, budgets.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`leads API on ${name}`, () => {
    const { post, submissions } = leadsApi(target);

    describe("fields as people fill them in", () => {
      it("stores a bare domain with https:// in every website field", async () => {
        const sent = [
          await post("/api/submissions", { type: "contact", data: { ...contact, website: "mehtajewels.com" } }),
          await post("/api/submissions", { type: "quote", data: { ...quote, websiteUrl: "www.mehtajewels.in" } }),
          await post("/api/submissions", {
            type: "quote",
            data: { ...quote, source: "home", websiteUrl: "x.co/path" },
          }),
          await post("/api/submissions", {
            type: "application",
            data: { ...application, portfolioUrl: "behance.net/neha" },
          }),
        ];
        expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
        const stored = (await submissions()).map((row) => JSON.parse(row.data));
        expect(stored[0].website).toBe("https://mehtajewels.com");
        expect(stored[1].websiteUrl).toBe("https://www.mehtajewels.in");
        expect(stored[2].websiteUrl).toBe("https://x.co/path");
        expect(stored[3].portfolioUrl).toBe("https://behance.net/neha");
      });

      it("refuses text that cannot be a web address, with the field's message", async () => {
        for (const website of ["not a url", "http://", "javascript:alert(1)", "ftp://x.com", "mehta jewels.com"]) {
          const response = await post("/api/submissions", { type: "contact", data: { ...contact, website } });
          expect(response.statusCode, website).toBe(400);
          expect(response.json().fields, website).toEqual({
            website: "Please enter a valid website address, such as yourbusiness.com.",
          });
        }
        expect(await submissions()).toEqual([]);
      });

      it("stores the number as typed and its E.164 form beside it", async () => {
        for (const contactNumber of ["98765 43210", "+91-98765-43210", "098765 43210", "919876543210"]) {
          expect(
            (await post("/api/submissions", { type: "contact", data: { ...contact, contactNumber } })).statusCode,
          ).toBe(201);
        }
        const stored = (await submissions()).map((row) => JSON.parse(row.data));
        expect(stored.map((data) => [data.contactNumber, data.contactNumberE164])).toEqual([
          ["98765 43210", "+919876543210"],
          ["+91-98765-43210", "+919876543210"],
          ["098765 43210", "+919876543210"],
          ["919876543210", "+919876543210"],
        ]);
        const landline = await post("/api/submissions", { type: "quote", data: quote });
        expect(landline.statusCode).toBe(201);
        expect(JSON.parse((await submissions())[4]!.data).contactNumberE164).toBe("+911145678900");
      });

      it("never takes an E.164 form sent by the client, and refuses a number it cannot normalise", async () => {
        await post("/api/submissions", { type: "contact", data: { ...contact, contactNumberE164: "+10000000000" } });
        expect(JSON.parse((await submissions())[0]!.data).contactNumberE164).toBe("+919876543210");
        const short = await post("/api/submissions", {
          type: "contact",
          data: { ...contact, contactNumber: "2345 6789" },
        });
        expect(short.statusCode).toBe(400);
        expect(short.json().fields).toEqual({ contactNumber: "Please enter a valid phone number." });
      });

      it("accepts the '₹2-₹2.5 Lakh' budget and every earlier one", async () => {
        for (const monthlyBudget of ["₹2-₹2.5 Lakh", "<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2.5+ Lakh"]) {
          const response = await post("/api/submissions", { type: "quote", data: { ...quote, monthlyBudget } });
          expect(response.statusCode, monthlyBudget).toBe(201);
        }
        expect((await submissions()).map((row) => JSON.parse(row.data).monthlyBudget)).toEqual([
          "₹2-₹2.5 Lakh",
          "<₹1 Lakh",
          "₹1-₹1.5 Lakh",
          "₹1.5-₹2 Lakh",
          "₹2.5+ Lakh",
        ]);
      });
    });
  });
}
