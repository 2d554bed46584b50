import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { convertHeic } from "./convert.ts";

exposeToMain(convertHeic);
