// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/ui/processing-panel.tsx now. Delete this file once they import it from there.
export { ProcessingPanel } from "#app/tools/ui/processing-panel.tsx";
