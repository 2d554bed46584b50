import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertWebpToJpg } from "./convert.ts";

exposeToMain(convertWebpToJpg);
