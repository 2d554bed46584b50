import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { splitPdf } from "./split.ts";

exposeToMain(splitPdf);
