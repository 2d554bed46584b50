import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertWorkbook } from "./convert.ts";

exposeToMain(convertWorkbook);
