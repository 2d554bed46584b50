/** Test support: process groups as Linux shows them, to prove a killed run left nothing behind. */
import fs from "node:fs";

/** The process group of `pid` (the 5th field of /proc/<pid>/stat), or null once it has ended. */
export function processGroupOf(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (command) state ppid pgrp …": the command may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[2]);
}

/** Whether any process, a zombie included, is still in group `pgid`: signal 0 sent to the group. */
export function processGroupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ESRCH") return false;
    if (code === "EPERM") return true; // there, but another user's (a sandbox's)
    throw error;
  }
}
