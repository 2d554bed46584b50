import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertJpgsToPdf } from "./convert.ts";

exposeToMain(convertJpgsToPdf);
