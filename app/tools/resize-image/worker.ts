import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { resizeImage } from "./resize.ts";

exposeToMain(resizeImage);
