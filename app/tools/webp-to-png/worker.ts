import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertWebpToPng } from "./convert.ts";

exposeToMain(convertWebpToPng);
