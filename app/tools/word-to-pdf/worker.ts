import { exposeToMain } from "#app/tools/conversion/run-in-worker.ts";
import { convertDocx } from "./convert.ts";

exposeToMain(convertDocx);
