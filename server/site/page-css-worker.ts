import { answerTasks } from "#server/platform/worker-threads/task-thread.ts";
import { pageRulesOf } from "./page-css.ts";

// The page stylesheet worker (page-css.ts): works out one page's rules per message.

answerTasks(({ sheets, html }: { sheets: ReadonlyMap<string, string>; html: string }) => pageRulesOf(sheets, html));
