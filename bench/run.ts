import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// npm run bench                           runs every bench/*.bench.ts, one after the other
// npm run bench -- admin-list             runs the named ones (file name, with or without
// npm run bench -- bench/admin-list.bench.ts   folder or extension)
// npm run bench -- seo-agreement          our SEO audit next to Lighthouse on corpus/seo
// npm run bench -- hostile                the audit and crawl of corpus/hostile-sites, health probed
// npm run bench -- flood                  booking and contact-click routes flooded, health probed
//
// A benchmark file exports a default async function that measures and prints its own
// table; it misses its bar by returning false, throwing, or setting process.exitCode.

const benchDir = import.meta.dirname;

function resolve(name: string): string {
  const base = path
    .basename(name)
    .replace(/\.bench\.ts$/, "")
    .replace(/\.ts$/, "");
  const file = path.join(benchDir, `${base}.bench.ts`);
  if (!fs.existsSync(file))
    throw new Error(`No benchmark named "${name}" (looked for ${path.relative(process.cwd(), file)})`);
  return file;
}

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const files = requested.length
  ? requested.map(resolve)
  : fs
      .readdirSync(benchDir)
      .filter((file) => file.endsWith(".bench.ts"))
      .sort()
      .map((file) => path.join(benchDir, file));

let failed = 0;
for (const file of files) {
  const name = path.basename(file, ".bench.ts");
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: () => Promise<boolean | void> };
    if (typeof module.default !== "function") throw new Error(`${name} has no default export to run`);
    if ((await module.default()) === false) throw new Error("missed its bar");
    console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    console.error(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (failed > 0 || process.exitCode) {
  console.error(`\n${failed || "some"} benchmark(s) missed their bar or failed.`);
  process.exitCode = 1;
}
