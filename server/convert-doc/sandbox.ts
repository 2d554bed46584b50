/**
 * The box LibreOffice runs in: it reads untrusted .doc files, so it gets nothing it does
 * not need. bubblewrap (`bwrap`) gives it its own user, PID, IPC, UTS and network
 * namespaces (no network at all: only its own empty loopback), the system read-only,
 * a small private /tmp, the job's directory as the one writable place, an empty
 * environment, and `prlimit` caps its memory, CPU time, file size and process count.
 * A server running as root first becomes `nobody` (setpriv), so nothing in the box is root.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SandboxLimits {
  /** Address space per process (RLIMIT_AS). */
  memoryBytes: number;
  /** CPU seconds per process (RLIMIT_CPU). */
  cpuSeconds: number;
  /** Largest file it may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Processes and threads in the box (RLIMIT_NPROC, counted in its own user namespace). */
  processes: number;
}

// LibreOffice 7.4 converts with ~1 GB of address space; threads count as processes.
export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 2 * 1024 ** 3,
  cpuSeconds: 60,
  fileBytes: 256 * 1024 ** 2,
  processes: 256,
};

/** The private /tmp is memory: small. */
const TMPFS_BYTES = 64 * 1024 ** 2;
/** Who the box runs as when the server is root (Debian's `nobody`). */
const SANDBOX_UID = 65534;

/** The tools the box is built with, found on PATH; null when one is missing. */
export interface SandboxTools {
  bwrap: string;
  prlimit: string;
  /** Only needed when the server runs as root. */
  setpriv: string | null;
}

/** An executable file named `name` on PATH (read at call time), or null. */
export function findExecutable(name: string, pathEnv: string | undefined = process.env.PATH): string | null {
  for (const dir of (pathEnv ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const runsAsRoot = () => process.getuid?.() === 0;

function findSandboxTools(pathEnv: string | undefined = process.env.PATH): SandboxTools | null {
  const bwrap = findExecutable("bwrap", pathEnv);
  const prlimit = findExecutable("prlimit", pathEnv);
  const setpriv = findExecutable("setpriv", pathEnv);
  if (!bwrap || !prlimit || (runsAsRoot() && !setpriv)) return null;
  return { bwrap, prlimit, setpriv };
}

/** What to spawn: a program, its arguments and its whole environment. */
export interface Launch {
  file: string;
  args: string[];
  env: Record<string, string>;
}

/** The few variables a program in the box gets; nothing of the server's environment. */
export function minimalEnv(home: string): Record<string, string> {
  return { PATH: "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8" };
}

/** Top-level directories that are symlinks into /usr on merged-/usr systems, real ones elsewhere. */
const SYSTEM_DIRS = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
/** What LibreOffice reads in /etc and /var: fonts, the loader cache, its own settings. */
const SYSTEM_FILES = [
  "/etc/fonts",
  "/etc/ld.so.cache",
  "/etc/libreoffice",
  "/etc/alternatives",
  "/etc/localtime",
  "/var/cache/fontconfig",
];

function systemBinds(): string[] {
  const args = ["--ro-bind", "/usr", "/usr"];
  for (const dir of SYSTEM_DIRS) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push("--symlink", fs.readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push("--ro-bind", dir, dir);
  }
  for (const file of SYSTEM_FILES) args.push("--ro-bind-try", file, file);
  return args;
}

/** A program outside /usr (LibreOffice unpacked in /opt) is shown read-only, with its installation. */
function programBinds(command: string): string[] {
  const real = fs.realpathSync(command);
  if (real.startsWith("/usr/")) return [];
  const installation = path.dirname(path.dirname(real));
  return ["--ro-bind", installation, installation];
}

export interface SandboxOptions {
  /** The one writable directory, shown at the same path inside; the program's HOME and cwd. */
  jobDir: string;
  tools: SandboxTools;
  limits?: SandboxLimits;
}

/** The command line that runs `command args` in the box. */
export function sandboxLaunch(command: string, args: string[], options: SandboxOptions): Launch {
  const { jobDir, tools } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const env = minimalEnv(jobDir);
  const bwrapArgs = [
    "--unshare-all", // user, IPC, PID, network, UTS, cgroup
    "--unshare-user",
    "--disable-userns",
    "--die-with-parent",
    "--new-session",
    ...systemBinds(),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    // Mounts are made in order: /tmp first, so what lives under it can be shown on top.
    "--size",
    String(TMPFS_BYTES),
    "--tmpfs",
    "/tmp",
    ...programBinds(command),
    ...(tools.prlimit.startsWith("/usr/") ? [] : ["--ro-bind", tools.prlimit, tools.prlimit]),
    "--bind",
    jobDir,
    jobDir,
    // The root bwrap builds the rest in is memory too: read-only, so nothing fills it.
    "--remount-ro",
    "/",
    "--chdir",
    jobDir,
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
    "--",
    tools.prlimit,
    `--as=${limits.memoryBytes}`,
    `--cpu=${limits.cpuSeconds}`,
    `--fsize=${limits.fileBytes}`,
    `--nproc=${limits.processes}`,
    "--core=0",
    "--",
    command,
    ...args,
  ];
  if (runsAsRoot() && tools.setpriv) {
    const id = String(SANDBOX_UID);
    return {
      file: tools.setpriv,
      args: ["--reuid", id, "--regid", id, "--clear-groups", "--", tools.bwrap, ...bwrapArgs],
      env: {},
    };
  }
  return { file: tools.bwrap, args: bwrapArgs, env: {} };
}

/** A server running as root hands the job directory to the box's user. */
export async function handJobDirToSandbox(jobDir: string): Promise<void> {
  if (!runsAsRoot()) return;
  const entries = await fs.promises.readdir(jobDir, { recursive: true });
  for (const entry of ["", ...entries]) await fs.promises.chown(path.join(jobDir, entry), SANDBOX_UID, SANDBOX_UID);
}

export type SandboxProbe = { tools: SandboxTools } | { reason: string };

const probes = new Map<string, Promise<SandboxProbe>>();

/**
 * Whether the box can be built here (bwrap present and namespaces allowed): runs `true`
 * in it, once per PATH. Resolves with the reason when it cannot.
 */
export function probeSandbox(pathEnv: string | undefined = process.env.PATH): Promise<SandboxProbe> {
  const key = pathEnv ?? "";
  let probe = probes.get(key);
  if (!probe) {
    probe = runProbe(pathEnv);
    probes.set(key, probe);
  }
  return probe;
}

async function runProbe(pathEnv: string | undefined): Promise<SandboxProbe> {
  const tools = findSandboxTools(pathEnv);
  if (!tools) return { reason: "bubblewrap (bwrap) or prlimit is not installed" };
  const jobDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "crestline-sandbox-probe-"));
  try {
    await handJobDirToSandbox(jobDir);
    const trueCommand = findExecutable("true", "/usr/bin:/bin") ?? "/bin/true";
    const launch = sandboxLaunch(trueCommand, [], { jobDir, tools });
    const stderr: Buffer[] = [];
    const code = await new Promise<number | string>((resolve) => {
      const child = spawn(launch.file, launch.args, { env: launch.env, stdio: ["ignore", "ignore", "pipe"] });
      child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
      child.once("error", (error) => resolve(error.message));
      child.once("close", (exitCode, signal) => resolve(exitCode ?? String(signal)));
    });
    if (code === 0) return { tools };
    return { reason: `bwrap could not build the sandbox (${Buffer.concat(stderr).toString().trim() || code})` };
  } finally {
    await fs.promises.rm(jobDir, { recursive: true, force: true });
  }
}
