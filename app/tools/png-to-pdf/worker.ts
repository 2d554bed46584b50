import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertPngsToPdf } from "./convert.ts";

exposeToMain(convertPngsToPdf);
