import { z } from "zod";
import { DATA_REQUEST_KINDS, DATA_REQUEST_LIMITS } from "./data-requests.ts";

// The "my data" form and the staff's outcome, checked by the server (kept apart from
// data-requests.ts so the page's bundle needs no zod).

export const dataRequestFormSchema = z.object({
  email: z
    .string("Please enter your email address.")
    .trim()
    .min(1, "Please enter your email address.")
    .max(DATA_REQUEST_LIMITS.email, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address."))
    .transform((value) => value.toLowerCase()),
  kind: z.enum(DATA_REQUEST_KINDS, "Please choose what you would like us to do."),
  details: z
    .string()
    .trim()
    .max(DATA_REQUEST_LIMITS.details, `Please keep the details under ${DATA_REQUEST_LIMITS.details} characters.`)
    .optional()
    .default(""),
});

export const dataRequestOutcomeSchema = z.object({
  outcome: z
    .string()
    .trim()
    .min(1, "Please say what was done.")
    .max(DATA_REQUEST_LIMITS.outcome, `Please keep the outcome under ${DATA_REQUEST_LIMITS.outcome} characters.`),
});
