import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Runs `npm run admin -- <args>` (scripts/admin.ts) as its own process against `databaseUrl`,
 * with no admin account from the environment; `stdin`, when given, is typed into it (else it is closed).
 */
export function runAdminScript(args: string[], databaseUrl: string, stdin?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_USERNAME: "", ADMIN_PASSWORD: "" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}
