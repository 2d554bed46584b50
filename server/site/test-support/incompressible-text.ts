import { randomBytes } from "node:crypto";

/**
 * A paragraph of random text that compresses to about `bytes`: a page long enough not to fit
 * a connection's first round trip (lead-picture.ts), whatever compression it gets.
 */
export function incompressibleParagraph(bytes: number): string {
  return `<p>${randomBytes(Math.ceil(bytes)).toString("base64")}</p>`;
}
