const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2025-01-10" → "10 January 2025". Written out by hand rather than with Intl, so the
 * prerendered HTML (Node's ICU) and the hydrated page (the browser's) always agree.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return `${day} ${months[month - 1] ?? ""} ${year}`;
}
