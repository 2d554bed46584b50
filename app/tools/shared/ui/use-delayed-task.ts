// Forwarding module: the generator tools' files (moved separately) still import this path;
// the module lives at app/tools/ui/use-delayed-task.ts now. Delete this file once they import it from there.
export { useDelayedTask } from "#app/tools/ui/use-delayed-task.ts";
