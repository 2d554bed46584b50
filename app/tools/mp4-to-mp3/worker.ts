import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertMp4ToMp3 } from "./convert.ts";

exposeToMain(convertMp4ToMp3);
