import fc from "fast-check";
import { expect } from "vitest";
import { CHANNELS, DEVICE_CLASSES, TOOL_RUNS_PATH } from "#contracts/leads/lead-source.ts";
import { anyJson, hostileText, VALID_FORMS } from "./payloads.ts";
import { checkAnswer, contentType, type HostileRequest, remoteAddress, withBody } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of lead sources: the tool-run beacon and the `context` a form sends beside its data.

/** The tools the suite's app knows (createAdminTestApp's knownTools in hostile-input.test.ts). */
export const HOSTILE_KNOWN_TOOLS = new Set(["word-counter", "png-to-jpeg"]);

const NOW_ISO = "2026-11-22T09:30:00.000Z";
const CONTEXT_KEYS = [
  "landingPage",
  "landedAt",
  "formPage",
  "referrerHost",
  "utm",
  "gclid",
  "fbclid",
  "device",
  "toolsUsed",
];

const validContext = fc.record({
  landingPage: fc.constantFrom("/", "/tools/word-counter", "/blog/facebook-advertising-guide-indian-brands"),
  landedAt: fc.constant("2026-11-22T09:00:00.000Z"),
  formPage: fc.constantFrom("/quote", "/contact"),
  referrerHost: fc.constantFrom(null, "www.google.com", "t.co", "partner.example.in"),
  utm: fc.record({ utm_source: fc.constantFrom("newsletter", "google") }, { requiredKeys: [] }),
  gclid: fc.boolean(),
  fbclid: fc.boolean(),
  device: fc.constantFrom(...DEVICE_CLASSES),
  toolsUsed: fc.array(
    fc.record({ tool: fc.constantFrom("word-counter", "png-to-jpeg", "not-a-tool"), at: fc.constant(NOW_ISO) }),
    { maxLength: 4 },
  ),
});

/** A context as a browser, a forger or a broken extension might send it. */
const hostileContext: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: validContext },
  // One field of a valid context replaced by anything.
  {
    weight: 4,
    arbitrary: fc
      .tuple(validContext, fc.constantFrom(...CONTEXT_KEYS), fc.oneof(anyJson, hostileText))
      .map(([context, key, value]) => ({ ...context, [key]: value })),
  },
  { weight: 2, arbitrary: anyJson },
);

/** POST /api/submissions with any context: a valid form is always stored; its source is checked or dropped */
export async function contextNeverRefusesALead(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, freshAddress } = suite;
  await fc.assert(
    fc.asyncProperty(hostileContext, async (context) => {
      const request: HostileRequest = {
        method: "POST",
        url: "/api/submissions",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ type: "quote", data: VALID_FORMS.quote, context }),
        remoteAddress: freshAddress(),
      };
      const response = await log.send(t.app, "POST /api/submissions (hostile context)", request);
      const answer = checkAnswer(request, response) as { id: number };
      // Fastify refuses any JSON body that tries prototype poisoning, whatever field holds it:
      // no browser's context does; a forged one gets a clear 400.
      if (/"(__proto__|constructor)"\s*:/.test(String(request.payload))) {
        expect([201, 400]).toContain(response.statusCode);
        return;
      }
      expect(response.statusCode, response.body).toBe(201);
      const row = await t.database.db
        .selectFrom("submissions")
        .select(["source", "channel"])
        .where("id", "=", answer.id)
        .executeTakeFirstOrThrow();
      if (row.source === null) return;
      const source = JSON.parse(row.source) as { channel: string; toolsUsed: { tool: string }[] };
      expect(CHANNELS).toContain(source.channel);
      expect(row.channel).toBe(source.channel);
      for (const use of source.toolsUsed) expect(HOSTILE_KNOWN_TOOLS.has(use.tool)).toBe(true);
    }),
    params(21, runs.other),
  );
}

/** POST /api/tool-runs: never 5xx; counts exactly the 204s, and only for known tools */
export async function toolRunsProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  const total = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("tool_runs")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("runs"), eb.lit(0)).as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        type: fc.oneof(
          { weight: 3, arbitrary: fc.constant("application/json") },
          { weight: 1, arbitrary: contentType },
        ),
        body: fc.oneof(
          {
            weight: 3,
            arbitrary: fc.constantFrom("word-counter", "png-to-jpeg", "evil", "", "../x").map((tool) => ({ tool })),
          },
          { weight: 2, arbitrary: anyJson },
        ),
        address: remoteAddress,
      }),
      async (r) => {
        const before = await total();
        const request: HostileRequest = {
          method: "POST",
          url: TOOL_RUNS_PATH,
          ...withBody({}, r.type, JSON.stringify(r.body)),
          remoteAddress: r.address,
        };
        const response = await log.send(t.app, `POST ${TOOL_RUNS_PATH}`, request);
        checkAnswer(request, response);
        const after = await total();
        if (response.statusCode === 204) {
          const tool = (r.body as { tool?: unknown } | null)?.tool;
          expect(typeof tool === "string" && HOSTILE_KNOWN_TOOLS.has(tool), `counted ${JSON.stringify(r.body)}`).toBe(
            true,
          );
          expect(after).toBe(before + 1);
        } else {
          expect([400, 413, 415, 429]).toContain(response.statusCode);
          expect(after).toBe(before);
        }
      },
    ),
    params(22, runs.other),
  );
}
