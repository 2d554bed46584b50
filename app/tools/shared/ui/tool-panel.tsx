// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/ui/tool-panel.tsx now. Delete this file once they import it from there.
export { TipsList, ToolPanel } from "#app/tools/ui/tool-panel.tsx";
