import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertJpgsToPdf } from "./convert.ts";

exposeToMain(convertJpgsToPdf);
