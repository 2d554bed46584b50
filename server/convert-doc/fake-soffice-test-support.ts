/**
 * Test support: a stand-in for `soffice` (a shell script) that does what a word in the
 * uploaded file says, so the route and its sandbox can be tested without LibreOffice.
 * It writes <outdir>/<name>.pdf with the input path; `PROBE:<port>` adds what it sees
 * from inside (environment, limits, uid, whether 127.0.0.1:<port> answers); `HANG:<n>`
 * starts `sleep 3000.<n>` in the background and waits on `sleep 3001.<n>`; `SLOW` takes
 * a second; `FAIL` exits 1; `NOOUT` writes nothing. Outside the sandbox it also appends
 * the input path to soffice.log next to itself (inside, that directory is read-only).
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const SCRIPT = `#!/bin/sh
outdir=""
input=""
while [ $# -gt 0 ]; do
  case "$1" in
    --outdir) outdir="$2"; shift 2 ;;
    -*) shift ;;
    *) input="$1"; shift ;;
  esac
done
echo "$input" >> "$(dirname "$0")/soffice.log" 2>/dev/null
if grep -aq FAIL "$input"; then echo "conversion failed" >&2; exit 1; fi
if grep -aq NOOUT "$input"; then exit 0; fi
token=$(grep -ao 'HANG:[0-9]*' "$input" | head -n 1 | cut -d: -f2)
if [ -n "$token" ]; then sleep "3000.$token" & sleep "3001.$token"; fi
if grep -aq SLOW "$input"; then sleep 1; fi
name=$(basename "$input")
port=$(grep -ao 'PROBE:[0-9]*' "$input" | head -n 1 | cut -d: -f2)
{
  printf '%%PDF-1.4\\n%% fake pdf from %s\\n' "$input"
  if [ -n "$port" ]; then
    echo "--- env"
    env
    echo "--- limits"
    cat /proc/self/limits
    echo "--- uid $(id -u)"
    if bash -c "exec 3<>/dev/tcp/127.0.0.1/$port" 2>/dev/null; then echo "connect=ok"; else echo "connect=refused"; fi
  fi
  printf '%%%%EOF\\n'
} > "$outdir/\${name%.*}.pdf"
`;

/** Writes the fake as <root>/bin/soffice (root readable by everyone: the sandbox's user reads it). */
export function installFakeSoffice(root: string): { binDir: string; logFile: string } {
  const binDir = path.join(root, "bin");
  fs.mkdirSync(binDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(binDir, "soffice"), SCRIPT, { mode: 0o755 });
  return { binDir, logFile: path.join(binDir, "soffice.log") };
}

/** A minimal Word 97–2003 file as far as the checks go: OLE2 header, a "WordDocument" stream name, a marker. */
export function fakeDoc(marker = "OK"): Buffer {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from("WordDocument", "utf16le").copy(bytes, 1024);
  Buffer.from(marker, "ascii").copy(bytes, 1500);
  return bytes;
}

/** A TCP listener on 127.0.0.1 that counts connections; its port has five digits (fixtures embed one). */
export async function countingListener(): Promise<{
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  for (;;) {
    let count = 0;
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      count += 1;
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.end("HTTP/1.0 404 Not Found\r\n\r\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    // A client may keep its side open: close() would wait for it.
    const close = () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
    if (port >= 10_000) return { port, connections: () => count, close };
    await close();
  }
}

/** Processes (any user) whose command line contains `needle`. */
export function processesWith(needle: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(needle)) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}
