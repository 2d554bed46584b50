// An iCalendar invitation (RFC 5545) for a booked call: one VEVENT in a VCALENDAR, times in
// UTC, lines ended by CRLF and folded at 75 octets. METHOD:REQUEST invites (and, with a higher
// SEQUENCE and the same UID, moves); METHOD:CANCEL takes the event out of the calendar.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CallInvitation {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** DTSTAMP: when this version of the event was made. */
  stamp: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

/** 20261130T043000Z */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "").slice(0, 100)}"`;
}

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines begin with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function person(role: "ORGANIZER" | "ATTENDEE", who: CalendarPerson, attendee: boolean): string {
  const params = attendee ? ";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE" : "";
  return `${role};CN=${paramValue(who.name)}${params}:mailto:${who.email}`;
}

export function buildInvitation(event: CallInvitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Crestline Digital//Call booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    person("ORGANIZER", event.organizer, false),
    ...event.attendees.map((who) => person("ATTENDEE", who, true)),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
