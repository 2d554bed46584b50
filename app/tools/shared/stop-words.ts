// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/text/stop-words.ts now. Delete this file once they import it from there.
export { isStopWord } from "#app/tools/text/stop-words.ts";
