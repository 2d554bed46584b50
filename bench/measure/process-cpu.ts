import fs from "node:fs";

/** utime, stime, cutime, cstime: fields 14 to 17 of /proc/<pid>/stat, counted after the name's closing parenthesis. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc's times: 100 on Linux (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, read from /proc (Linux); null
 * where /proc cannot tell. With `withChildren`, its children's are added: those still
 * running, and those it has waited for (PostgreSQL's backends are the postmaster's).
 */
export function processCpu(pid: number | undefined, withChildren = false): number | null {
  if (pid === undefined) return null;
  const own = statFields(pid);
  if (!own) return null;
  let ticks = Number(own[11]) + Number(own[12]);
  if (withChildren) {
    ticks += Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(Number(entry));
      if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
    }
  }
  return ticks / TICKS_PER_SECOND;
}
