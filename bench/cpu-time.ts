// CPU time the processes of a benchmark spend, from Linux's /proc (nothing elsewhere): what each answer costs,
// beside how many answers a second the machine gives.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU in USER_HZ ticks, 100 a second on every mainstream build. */
const MS_PER_TICK = 10;

/** User + system CPU of a process so far, in ms; 0 once it has gone or without /proc. */
function processCpuMs(pid: string | number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** CPU so far of each PostgreSQL backend serving `database` (each names it in its command line), by pid. */
function backendsCpuMs(database: string): Record<string, number> {
  const backends: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres:') && command.includes(` ${database} `))
        backends[pid] = processCpuMs(pid);
    } catch {
      // A process that ended while the list was read.
    }
  }
  return backends;
}

/** CPU ms so far of each process taking part, by name, then by pid (a backend can come or go in between). */
export type CpuSample = Record<string, Record<string, number>>;

/** CPU so far of the named processes, the database's backends ('PostgreSQL') and this one ('load generator'). */
export function sampleCpu(processes: Record<string, number | undefined>, database: string): CpuSample {
  const own = process.cpuUsage();
  const sample: CpuSample = {
    PostgreSQL: backendsCpuMs(database),
    'load generator': { [process.pid]: (own.user + own.system) / 1000 },
  };
  for (const [name, pid] of Object.entries(processes)) {
    sample[name] = pid === undefined ? {} : { [pid]: processCpuMs(pid) };
  }
  return sample;
}

/** CPU ms per answer of each process between two samples; a backend gone by the second counts nothing. */
export function cpuPerAnswer(before: CpuSample, after: CpuSample, answers: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => {
      const spent = Object.entries(pids).reduce((sum, [pid, ms]) => sum + ms - (before[name]?.[pid] ?? 0), 0);
      return [name, answers > 0 ? spent / answers : 0];
    }),
  );
}
