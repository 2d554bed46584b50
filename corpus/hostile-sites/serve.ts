import { HOSTILE_ENTRIES } from "./entries.ts";
import { serveHostileSites } from "./site.ts";

// node --import tsx corpus/hostile-sites/serve.ts [name-prefix]: serves the hostile sites on
// 127.0.0.1 and prints their URLs as one line of JSON; stops when its parent ends it.

const only = process.argv[2] ?? "";
const { sites } = await serveHostileSites(HOSTILE_ENTRIES.filter((entry) => entry.name.startsWith(only)));
console.log(JSON.stringify(sites));
