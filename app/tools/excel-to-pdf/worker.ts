import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertWorkbook } from "./convert.ts";

exposeToMain(convertWorkbook);
