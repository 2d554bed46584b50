// The notice's periods, written from contracts/privacy/retention.ts (the one source the
// purge also reads): a text says "{leads}" and the page shows "730 days (2 years)".
import { DATA_REQUEST_DEADLINE_DAYS, RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import type { NoticeLanguage } from "./schema.ts";

/** Every period a notice text may name, in days. */
export type PeriodTable = Readonly<Record<keyof typeof RETENTION_DAYS | "dataRequestDeadline", number>>;

export const noticePeriods: PeriodTable = { ...RETENTION_DAYS, dataRequestDeadline: DATA_REQUEST_DEADLINE_DAYS };

const words = {
  en: { day: "day", days: "days", year: "year", years: "years" },
  hi: { day: "दिन", days: "दिन", year: "साल", years: "साल" },
} as const;

/** "730 days (2 years)", "30 days", "1 day"; in Hindi "730 दिन (2 साल)". */
export function formatPeriod(days: number, lang: NoticeLanguage): string {
  const word = words[lang];
  const dayText = `${days} ${days === 1 ? word.day : word.days}`;
  if (days < 365 || days % 365 !== 0) return dayText;
  const years = days / 365;
  return `${dayText} (${years} ${years === 1 ? word.year : word.years})`;
}

const token = /\{([a-zA-Z]+)\}/g;

/** The text with each {kind} token replaced by its period; an unknown token is an error (caught by the build). */
export function fillPeriods(text: string, lang: NoticeLanguage, table: PeriodTable = noticePeriods): string {
  return text.replace(token, (_match, kind: string) => {
    if (!Object.hasOwn(table, kind)) throw new Error(`The privacy notice names an unknown period {${kind}}`);
    return formatPeriod(table[kind as keyof PeriodTable], lang);
  });
}
