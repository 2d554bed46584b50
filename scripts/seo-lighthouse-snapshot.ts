/**
 * Writes corpus/seo/lighthouse-seo.json: Lighthouse's SEO category for every page of the SEO
 * corpus (corpus/seo/manifest.json), each page served alone on 127.0.0.1 with its headers
 * and robots.txt, in Debian's Chromium (CHROMIUM_PATH (or CHROME_PATH) overrides /usr/bin/chromium).
 *
 *   node --import tsx scripts/seo-lighthouse-snapshot.ts
 *
 * Re-run it after changing the corpus or upgrading Lighthouse; bench/seo-agreement.bench.ts
 * and bench/seo-agreement.test.ts compare our audit with this file.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadCorpus, type PageSnapshot, serveCorpusPage, SNAPSHOT_FILE, type Snapshot } from "../bench/seo-corpus.ts";
import { CHROME_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  categories: { seo?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; scoreDisplayMode: string }>;
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const snapshot: Snapshot = {
  lighthouseVersion: "",
  chromium: execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).trim(),
  pages: {},
};
try {
  for (const page of loadCorpus()) {
    const served = await serveCorpusPage(page);
    try {
      const result = await lighthouse(served.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["seo"],
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr?.categories.seo) throw new Error(`no Lighthouse result for ${page.name}`);
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      snapshot.lighthouseVersion = lhr.lighthouseVersion;
      const audits: PageSnapshot["audits"] = {};
      for (const ref of lhr.categories.seo.auditRefs) {
        const audit = lhr.audits[ref.id];
        // Not applicable audits carry weight 0 in the category but are kept: "n/a" is a verdict too.
        if (audit && audit.scoreDisplayMode !== "manual")
          audits[ref.id] = { score: audit.score, scoreDisplayMode: audit.scoreDisplayMode };
      }
      snapshot.pages[page.name] = { score: Math.round((lhr.categories.seo.score ?? 0) * 100), audits };
      console.log(`${page.name.padEnd(60)} ${snapshot.pages[page.name]?.score}`);
    } finally {
      await served.close();
    }
  }
} finally {
  chrome.kill();
}
await writeFile(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`Wrote ${SNAPSHOT_FILE} (${Object.keys(snapshot.pages).length} pages)`);
