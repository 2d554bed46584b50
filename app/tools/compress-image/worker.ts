import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { compressImage } from "./compress.ts";

exposeToMain(compressImage);
