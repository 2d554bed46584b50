import copy from "./about.json" with { type: "json" };
import type { AboutContent } from "./page-schema.ts";

/** Copy of /about. The text is data (about.json); content.test.ts checks it against its schema. */
export const about = copy as AboutContent;
