import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertPngToJpeg } from "./convert.ts";

exposeToMain(convertPngToJpeg);
