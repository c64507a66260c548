// The API server process as the bench reads it: the compiled server it runs, and its CPU time and
// memory from /proc (Linux).
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './common.mjs';

let serverBuilt = false;
/** Builds server/dist/server.js (server/scripts/build.mjs) once per bench run: the reports and load sections both start it. */
export function buildServer() {
  if (serverBuilt) return;
  const built = spawnSync(process.execPath, [join(ROOT, 'server', 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`bench: building the server failed:\n${built.stderr}`);
  serverBuilt = true;
}

/** The process's resident set and its peak (VmHWM), in MB; NaN where /proc cannot be read. */
export function readProcStatus(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** Resets the process's peak resident set (VmHWM) to its current size (Linux ≥ 4.0, same user). */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

let ticks = null;
function clockTicks() {
  if (ticks === null) ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticks;
}

/** CPU time (user + system, ms) the process `pid` has used so far, from /proc; null where it cannot be read. */
export function processCpuMs(pid) {
  if (!pid) return null;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

/**
 * Runs `script` (an ES module body) in Node through tsx, so it can import the TypeScript of
 * shared/core and bench/fixtures, and returns what it wrote to stdout as JSON.
 */
export function runTypeScript(script, what) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`bench: the ${what} measurement failed:\n${child.stderr}`);
  return JSON.parse(child.stdout);
}
