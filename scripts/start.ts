import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm start` builds the site first when there is no build yet, then starts the server.
const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "build/client/index.html"))) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
