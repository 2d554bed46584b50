// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/text/url.ts now. Delete this file once they import it from there.
export { isHostOn, parseWebUrl } from "#app/tools/text/url.ts";
