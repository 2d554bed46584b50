/**
 * A peer site measured beside ours in the same Lighthouse run: a static build (AstroWind, the
 * best-known Astro agency template, built by bench/lighthouse/build-reference.sh) served from
 * REFERENCE_SITE_DIR on 127.0.0.1, compressed as our server compresses, so the two are compared
 * on equal terms on the same machine in the same minutes.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";

/** The peer's pages that match the kinds of page we measure (its home, about, services, contact, an article). */
export const referencePaths = ["/", "/about", "/services", "/contact", "/get-started-website-with-astro-tailwind-css"];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

async function fileFor(root: string, urlPath: string): Promise<string | null> {
  const clean = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (clean !== root && !clean.startsWith(root + path.sep)) return null;
  for (const candidate of [clean, path.join(clean, "index.html"), `${clean}.html`]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** Serves `dir` (a static build) on a free 127.0.0.1 port; resolves once it listens. */
export async function startReferenceSite(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const app: FastifyInstance = Fastify({ logger: false });
  // Our pages are precompressed at the highest levels: the peer gets the same.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    zlibOptions: { level: 9 },
  });
  app.get("/*", async (request, reply) => {
    const file = await fileFor(root, new URL(request.url, "http://localhost").pathname);
    if (!file) return reply.code(404).type("text/plain").send("Not found");
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    return reply.type(type).send(await readFile(file));
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { port: Number(new URL(address).port), close: () => app.close() };
}
