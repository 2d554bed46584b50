import { beforeAll, describe, expect, it } from "vitest";
import {
  type Board,
  BOARD_COLUMN_SIZE,
  type LeadNote,
  MSG_NOTE_NOT_YOURS,
  MSG_NOTE_REQUIRED,
  type PipelineCounts,
  type RelatedLead,
  type SubmissionPage,
  type TimelineEvent,
} from "#contracts/leads/lead-desk.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { contact, leadDeskSuite, NOW, type Staff } from "#server/test-support/lead-desk-app.ts";

// The lead desk's counts and board under the shared filters, notes, the same person's
// requests, and unread.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead desk API on ${name}`, () => {
    const { state, insert, setLead, as } = leadDeskSuite(target);
    let asha: Staff;
    let ravi: Staff;
    beforeAll(() => {
      ({ asha, ravi } = state());
    });

    it("counts per status and fills the board under the same filters", async () => {
      const created = [];
      for (let i = 0; i < BOARD_COLUMN_SIZE + 2; i++) {
        created.push(await insert(contact(`Lead ${i}`, `l${i}@example.com`), `2026-11-2${i % 2}T10:00:00.000Z`));
      }
      await setLead(created[0]!, { status: "won", owner_id: asha.id });
      await setLead(created[1]!, { status: "lost" });
      await setLead(created[2]!, { status: "proposal", owner_id: asha.id });

      const counts = (await as().get("/api/admin/pipeline")).json<PipelineCounts>();
      expect(counts).toEqual({ new: BOARD_COLUMN_SIZE - 1, contacted: 0, qualified: 0, proposal: 1, won: 1, lost: 1 });
      expect((await as().get("/api/admin/pipeline?owner=me")).json()).toEqual({
        new: 0,
        contacted: 0,
        qualified: 0,
        proposal: 1,
        won: 1,
        lost: 0,
      });
      expect((await as().get("/api/admin/pipeline?type=quote")).json<PipelineCounts>().new).toBe(0);
      // A search: "Lead 1" and "Lead 10" to "Lead 19".
      expect((await as().get("/api/admin/pipeline?q=lead%201")).json()).toEqual({
        new: 10,
        contacted: 0,
        qualified: 0,
        proposal: 0,
        won: 0,
        lost: 1,
      });
      expect((await as().get("/api/admin/pipeline?from=2026-11-22")).statusCode).toBe(200);

      const board = (await as().get("/api/admin/board")).json<Board>();
      expect(board.columns.map((column) => [column.status, column.count, column.items.length])).toEqual([
        ["new", BOARD_COLUMN_SIZE - 1, BOARD_COLUMN_SIZE - 1],
        ["contacted", 0, 0],
        ["qualified", 0, 0],
        ["proposal", 1, 1],
        ["won", 1, 1],
        ["lost", 1, 1],
      ]);
      expect(board.columns.every((column) => column.nextCursor === null)).toBe(true);
      // One more New lead: the column shows BOARD_COLUMN_SIZE cards and the list loads the rest.
      await insert(contact("Late", "late@example.com"), "2026-11-18T10:00:00.000Z");
      const full = (await as().get("/api/admin/board")).json<Board>().columns[0]!;
      expect(full).toMatchObject({ status: "new", count: BOARD_COLUMN_SIZE });
      expect(full.items).toHaveLength(BOARD_COLUMN_SIZE);
      expect(full.items.every((item) => item.status === "new")).toBe(true);
      expect(full.nextCursor).toBeNull();
      await insert(contact("Later", "later@example.com"), "2026-11-17T10:00:00.000Z");
      const over = (await as().get("/api/admin/board")).json<Board>().columns[0]!;
      expect(over.count).toBe(BOARD_COLUMN_SIZE + 1);
      expect(over.nextCursor).toEqual(expect.any(String));
      const more = (
        await as().get(`/api/admin/submissions?status=new&cursor=${over.nextCursor}`)
      ).json<SubmissionPage>();
      expect(more.items.map((item) => item.data.fullName)).toEqual(["Later"]);

      expect((await as().get("/api/admin/board?owner=me")).json<Board>().columns.map((c) => c.count)).toEqual([
        0, 0, 0, 1, 1, 0,
      ]);
      for (const query of ["due=never", "owner=-1", "type=spam"]) {
        expect((await as().get(`/api/admin/board?${query}`)).statusCode, query).toBe(400);
        expect((await as().get(`/api/admin/pipeline?${query}`)).statusCode, query).toBe(400);
      }
    });

    it("keeps notes newest first, editable by their author only, counted and in the timeline", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      const url = `/api/admin/submissions/${id}/notes`;
      const first = await as().send("POST", url, { body: "  Called, no answer.  " });
      expect(first.statusCode).toBe(201);
      const note = first.json<LeadNote>();
      expect(note).toMatchObject({
        body: "Called, no answer.",
        author: { id: asha.id, displayName: "Asha Verma" },
        createdAt: NOW,
        editedAt: null,
      });
      await as(ravi).send("POST", url, { body: `Long note ${"x".repeat(300)}` });
      const notes = (await as().get(url)).json<LeadNote[]>();
      expect(notes.map((n) => n.author.displayName)).toEqual(["Ravi Kumar", "Asha Verma"]);
      expect((await as().get(`/api/admin/submissions/${id}`)).json()).toMatchObject({ notesCount: 2 });

      const notYours = await as(ravi).send("PATCH", `${url}/${note.id}`, { body: "Mine now" });
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json()).toEqual({ error: MSG_NOTE_NOT_YOURS });
      const edited = await as().send("PATCH", `${url}/${note.id}`, { body: "Called twice." });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: note.id, body: "Called twice.", editedAt: NOW });

      for (const body of [{}, { body: "   " }, { body: 5 }]) {
        const response = await as().send("POST", url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(MSG_NOTE_REQUIRED);
      }
      expect((await as().send("POST", url, { body: "x".repeat(5001) })).statusCode).toBe(400);
      expect((await as().send("PATCH", `${url}/999999`, { body: "x" })).statusCode).toBe(404);
      expect((await as().send("POST", "/api/admin/submissions/999999/notes", { body: "x" })).statusCode).toBe(404);
      expect((await as().get("/api/admin/submissions/999999/notes")).statusCode).toBe(404);

      const timeline = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(timeline.slice(1)).toEqual([
        {
          kind: "note",
          at: NOW,
          actor: { id: asha.id, displayName: "Asha Verma" },
          noteId: note.id,
          excerpt: "Called, no answer.",
        },
        expect.objectContaining({ kind: "first-response", via: "note" }),
        expect.objectContaining({ kind: "note", excerpt: expect.stringMatching(/^Long note x+…$/) }),
        {
          kind: "note-edited",
          at: NOW,
          actor: { id: asha.id, displayName: "Asha Verma" },
          noteId: note.id,
          excerpt: "Called twice.",
        },
      ]);
      expect((timeline[3] as { excerpt: string }).excerpt.length).toBeLessThanOrEqual(140);
    });

    it("links the same person's requests both ways, by e-mail, phone or both", async () => {
      const first = await insert(contact("Asha", "Asha@Example.com", "+91 98765 43210"), "2026-11-20T10:00:00.000Z");
      const samePhone = await insert(
        contact("A. Verma", "other@example.com", "+91 98765 43210"),
        "2026-11-21T10:00:00.000Z",
      );
      const sameEmail = await insert(contact("Asha V", " asha@example.com", "+91 90000 00000"), NOW);
      const stranger = await insert(contact("Ravi", "ravi@example.com", "+91 91111 11111"), NOW);

      const related = (id: number) =>
        as()
          .get(`/api/admin/submissions/${id}/related`)
          .then((response) => response.json<RelatedLead[]>().map((lead) => [lead.id, lead.match]));
      expect(await related(first)).toEqual([
        [sameEmail, "email"],
        [samePhone, "phone"],
      ]);
      expect(await related(sameEmail)).toEqual([[first, "email"]]);
      expect(await related(samePhone)).toEqual([[first, "phone"]]);
      expect(await related(stranger)).toEqual([]);
      const both = await insert(contact("Asha", "asha@example.com", "+91 98765 43210"), NOW);
      expect(await related(both)).toEqual([
        [sameEmail, "email"],
        [samePhone, "phone"],
        [first, "both"],
      ]);
      expect((await as().get(`/api/admin/submissions/${both}`)).json()).toMatchObject({ earlierRequests: 3 });
      expect((await as().get("/api/admin/submissions/999999/related")).statusCode).toBe(404);
    });

    it("marks a lead unread again", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      await as().send("POST", `/api/admin/submissions/${id}/read`);
      const response = await as().send("POST", `/api/admin/submissions/${id}/unread`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, readAt: null });
      expect((await as().send("POST", "/api/admin/submissions/999999/unread")).statusCode).toBe(404);
    });
  });
}
