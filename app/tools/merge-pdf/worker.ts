import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { mergePdfs } from "./merge.ts";

exposeToMain(mergePdfs);
