/**
 * Time zone of every admin date: the counters' windows (today, this week, this month) start
 * at midnight in New Delhi, where the agency works, whatever zone the server runs in.
 * Asia/Kolkata has no daylight saving time (UTC+05:30 all year).
 */
export const ADMIN_TIME_ZONE = "Asia/Kolkata";
