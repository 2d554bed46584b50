import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertDocx } from "./convert.ts";

exposeToMain(convertDocx);
