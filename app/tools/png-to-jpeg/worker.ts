import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertPngToJpeg } from "./convert.ts";

exposeToMain(convertPngToJpeg);
