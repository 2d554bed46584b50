import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertExcelToPdf } from "./convert.ts";

exposeToMain(convertExcelToPdf);
