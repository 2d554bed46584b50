import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertWebpToPng } from "./convert.ts";

exposeToMain(convertWebpToPng);
