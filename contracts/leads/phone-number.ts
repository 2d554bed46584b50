// Phone numbers as people in India write them, normalised to E.164 ("+919876543210") so staff
// can call, message and de-duplicate leads whatever the spacing. Pure: no zod, no Node, no DOM.
//
// A number written with "+" (or the international prefix "00") carries its country code. Every
// other number is Indian: ten digits (a mobile, or an STD code and a landline number), with the
// trunk prefix 0 or the country code 91 in front at most. Numbers of other countries are checked
// for E.164's shape only (a country code that does not start with 0, at most 15 digits), not
// against each country's own numbering plan.

const INDIA = "91";

/** Digits, spaces and the separators people put between groups; "+" only in front ("(+91) …" too). */
const WRITTEN_NUMBER = /^\(?\+?[0-9\s().\-/]+$/;

/** E.164 allows 15 digits; the shortest numbers in use have 7 with their country code. */
const MAX_DIGITS = 15;
const MIN_DIGITS = 7;

/**
 * An Indian number without the country code: a 10-digit mobile or landline (STD code and
 * number, never starting with 0), or an 11-digit toll-free 1800/1860 number.
 */
function indianNationalNumber(digits: string): string | null {
  if (/^[1-9][0-9]{9}$/.test(digits)) return digits;
  if (/^18[06]0[0-9]{7}$/.test(digits)) return digits;
  return null;
}

/** The E.164 form of an Indian number given without its country code (trunk 0 allowed). */
function indian(national: string): string | null {
  const number = indianNationalNumber(national.startsWith("0") ? national.slice(1) : national);
  return number === null ? null : `+${INDIA}${number}`;
}

/** The E.164 form of a number given with its country code (digits only, no "+"). */
function international(digits: string): string | null {
  if (digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length));
  if (!/^[1-9]/.test(digits) || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return `+${digits}`;
}

/**
 * The E.164 form of a phone number as typed, or null when it cannot be one:
 *
 *     toE164("98765 43210")        → "+919876543210"
 *     toE164("098765 43210")       → "+919876543210"
 *     toE164("+91-98765-43210")    → "+919876543210"
 *     toE164("919876543210")       → "+919876543210"
 *     toE164("011 2345 6789")      → "+911123456789"
 *     toE164("+44 (0)20 7946 0958") → "+442079460958"
 *     toE164("2345 6789")          → null (no STD code)
 */
export function toE164(typed: string): string | null {
  // "+44 (0)20 …": the trunk 0 some write in brackets after the country code is not dialled.
  const text = typed.trim().replace(/\(0\)/g, "");
  if (!WRITTEN_NUMBER.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (/^\(?\+/.test(text)) return international(digits);
  if (digits.startsWith("00")) return international(digits.slice(2));
  // Twelve digits starting 91 are the country code and a ten-digit number written without "+".
  if (digits.length === 12 && digits.startsWith(INDIA)) return international(digits);
  return indian(digits);
}
