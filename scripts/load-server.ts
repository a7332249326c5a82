// What `npm run load` reads of the server beside the API: the D1 counters of
// GET /api/_load-stats (a server started with `LOAD_STATS=on npm start`), and
// the resident memory of its workerd process from /proc (Linux).
import { readFileSync, readdirSync, readlinkSync } from "node:fs";
import { call } from "./load-http.ts";
import { base } from "./load-settings.ts";

export interface ServerStats {
  /** D1 statements the Worker's requests ran, and those of the objects asked (0 while the objects report none). */
  workerStatements: number;
  objectStatements: number;
  /** Every counted statement of the Worker's isolate: locally the objects' too, evicted ones included. */
  isolateStatements: number;
  objectsReported: number;
  storageBytes: number;
  largestStorageBytes: number;
  largestRows: Record<string, number> | null;
}

/** The server's counters, the objects of `events` summed (asked 100 at a time); null when LOAD_STATS is off. */
export async function serverStats(events: string[], rows = false): Promise<ServerStats | null> {
  const out: ServerStats = {
    workerStatements: 0,
    objectStatements: 0,
    isolateStatements: 0,
    objectsReported: 0,
    storageBytes: 0,
    largestStorageBytes: 0,
    largestRows: null,
  };
  for (let from = 0; from === 0 || from < events.length; from += 100) {
    const q = new URLSearchParams(events.slice(from, from + 100).map((id) => ["event", id]));
    if (rows && from === 0) q.set("rows", "1");
    const res = await call("GET", `/api/_load-stats?${q}`);
    if (res.status === 404) return null;
    if (res.status !== 200) throw new Error(`GET /api/_load-stats: ${res.status}`);
    const b = res.body;
    out.workerStatements = b.worker.statements;
    out.isolateStatements = b.isolate?.statements ?? 0;
    out.objectStatements += b.objects.d1Statements;
    out.objectsReported += b.objects.reported;
    out.storageBytes += b.objects.storageBytes;
    out.largestStorageBytes = Math.max(out.largestStorageBytes, b.objects.largestStorageBytes);
    out.largestRows ??= b.largestRows;
  }
  return out;
}

/**
 * D1 statements in all. An object's own count starts again when it is evicted
 * (ten idle seconds locally, common when hundreds of events take turns), so
 * the isolate's count, which locally holds the Worker's and every object's,
 * is taken when it is the larger.
 */
export const statements = (s: ServerStats) => Math.max(s.isolateStatements, s.workerStatements + s.objectStatements);

/** The objects' share of statements(): all but the Worker's own requests'. */
export const objectShare = (s: ServerStats) => statements(s) - s.workerStatements;

export const NO_STATS = "D1 statements          - (start the server with LOAD_STATS=on npm start to count them)";

const procChildren = (): Map<number, number[]> => {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent pid is the 2nd field after the command name's closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  return children;
};

const comm = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};

/** The pid listening on `port` (from /proc/net/tcp*'s socket inodes and /proc/<pid>/fd). */
function listener(port: number): number | null {
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[3] === "0A" && Number.parseInt(f[1]!.split(":")[1]!, 16) === port) inodes.add(f[9]!);
    }
  }
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${name}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return Number(name);
      } catch {}
    }
  }
  return null;
}

/**
 * The workerd processes serving TOPCUT_URL: LOAD_WORKERD_PID if set (comma
 * separated), else every workerd under the process that started the one
 * listening on its port. wrangler dev runs two: one holds the port and
 * proxies, the other runs the Worker and its objects.
 */
export function workerdPids(): number[] {
  if (process.env.LOAD_WORKERD_PID) return process.env.LOAD_WORKERD_PID.split(",").map(Number);
  if (process.platform !== "linux") return [];
  const port = Number(base.port || (base.protocol === "https:" ? 443 : 80));
  const pid = listener(port);
  if (pid === null) return [];
  const children = procChildren();
  let top = pid;
  if (comm(pid) === "workerd") {
    for (const [parent, kids] of children) if (kids.includes(pid)) top = parent;
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      if (comm(c) === "workerd") found.push(c);
      walk(c);
    }
  };
  walk(top);
  return found.length > 0 ? found : comm(pid) === "workerd" ? [pid] : [];
}

/** The resident memory (VmRSS) of each of `pids`, in MB; NaN when unreadable. */
export function rssMb(pids: number[]): number[] {
  return pids.map((pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;
    } catch {
      return Number.NaN;
    }
  });
}

export const mb = (x: number) => (Number.isNaN(x) ? "-" : `${x.toFixed(0)} MB`);
