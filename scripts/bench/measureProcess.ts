import {execFileSync, spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';

export interface ProcessRun {
  /** Wall-clock duration. */
  wallMs: number;
  /** User + system CPU time of the process and its children; less sensitive to a busy machine. */
  cpuMs: number;
  /** Highest sum of resident memory over the process tree, sampled every 100 ms. */
  peakRssBytes: number;
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim());

/** Resident bytes of `pid` and all its descendants, read from /proc (Linux only). */
function treeRssBytes(pid: number): number {
  const childrenOf = new Map<number, number[]>();
  const rssOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state ppid … (rss is field 24 overall).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
      rssOf.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    total += rssOf.get(current) ?? 0;
    queue.push(...(childrenOf.get(current) ?? []));
  }
  return total;
}

/** CPU time, in ms, of this process's children that have ended (cutime + cstime). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / clockTicksPerSecond;
}

/**
 * Runs a command to its end with its output shown, and measures it as a whole process tree. A command that
 * fails rejects: a figure of a failed build or test run would say nothing.
 */
export function measureProcess(
  command: string,
  args: readonly string[],
  {cwd, env = process.env}: {cwd: string; env?: NodeJS.ProcessEnv},
): Promise<ProcessRun> {
  const shown = [command, ...args].join(' ');
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const child = spawn(command, args, {cwd, env, stdio: 'inherit'});
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid));
  }, 100);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${shown} exited with code ${code}`));
      resolve({wallMs: performance.now() - started, cpuMs: childrenCpuMs() - cpuBefore, peakRssBytes});
    });
  });
}
