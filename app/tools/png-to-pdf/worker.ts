import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertPngsToPdf } from "./convert.ts";

exposeToMain(convertPngsToPdf);
