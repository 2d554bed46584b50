import fs from "node:fs";
import path from "node:path";

// Some packages (rollup, Tailwind's oxide) ship their native binary as one optional
// dependency per platform. A registry mirror that only holds this platform's binaries
// yields a package-lock.json without the others, and `npm ci` then refuses the lock.
// This adds the missing entries with their os/cpu/libc, so npm ci validates the lock
// and skips them on platforms they are not for. Run after `npm install` changed the lock:
//   node --import tsx scripts/complete-lockfile.ts

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const platformPattern =
  /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|wasm32|sunos|aix|netbsd)-?(arm64|arm|x64|ia32|loong64|loongarch64|ppc64|riscv64|s390x|wasi)?(?:-(gnueabihf|musleabihf|gnu|musl|msvc|eabi|wasi))?$/;

/** os, cpu and libc of a platform package, read from its name (e.g. rollup-linux-arm64-musl). */
export function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } | null {
  const match = platformPattern.exec(name);
  if (!match) return null;
  const [, os, cpu, abi] = match;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const result: { os?: string[]; cpu?: string[]; libc?: string[] } = { os: [os!] };
  if (cpu) result.cpu = [cpu === "loongarch64" ? "loong64" : cpu];
  if (!cpu && abi === "eabi") result.cpu = ["arm"];
  if (abi === "gnu" || abi === "gnueabihf") result.libc = ["glibc"];
  if (abi === "musl" || abi === "musleabihf") result.libc = ["musl"];
  if (abi === "gnueabihf" || abi === "musleabihf") result.cpu = ["arm"];
  return result;
}

export function completeLockfile(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const target = `${location ? `${location}/` : ""}node_modules/${name}`.replace(/^node_modules\/(.+\/)?node_modules\//, (m) => m);
      const hoisted = `node_modules/${name}`;
      if (lock.packages[target] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {
        version: version.replace(/^[\^~=]/, ""),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../package-lock.json"));
  const lock = JSON.parse(fs.readFileSync(file, "utf8"));
  const added = completeLockfile(lock);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "lockfile already complete");
}
