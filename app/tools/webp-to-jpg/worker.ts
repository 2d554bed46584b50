import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertWebpToJpg } from "./convert.ts";

exposeToMain(convertWebpToJpg);
