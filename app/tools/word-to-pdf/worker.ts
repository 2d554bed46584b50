import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertDocxToPdf } from "./convert.ts";

exposeToMain(convertDocxToPdf);
