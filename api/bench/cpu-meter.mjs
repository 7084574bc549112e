// CPU time of processes, read from /proc (Linux): what a run cost each process, whatever else shares the
// machine. Elsewhere (no /proc) every reading is null and the bench prints no CPU figures.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms; null when it cannot be read. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids of this process's children whose command name starts with `name` (e.g. the embedded FerretDB). */
export function childPids(name, parent = process.pid) {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          return ppid === parent && comm.startsWith(name);
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** Starts measuring `pids` (label -> pid); `stop()` answers the CPU ms each spent since, null where unknown. */
export function meterCpu(pids) {
  const start = Object.fromEntries(Object.entries(pids).map(([label, pid]) => [label, cpuMs(pid)]));
  return {
    stop: () =>
      Object.fromEntries(
        Object.entries(pids).map(([label, pid]) => {
          const end = cpuMs(pid);
          return [label, end === null || start[label] === null ? null : end - start[label]];
        }),
      ),
  };
}

/** ` | CPU per booking: API 12 ms, database 30 ms` (what is known of it), or '' when nothing is. */
export function cpuLine(spent, booked) {
  const known = Object.entries(spent).filter(([, ms]) => ms !== null);
  if (!known.length || !booked) return '';
  return ` | CPU per booking: ${known.map(([label, ms]) => `${label} ${(ms / booked).toFixed(1)} ms`).join(', ')}`;
}
