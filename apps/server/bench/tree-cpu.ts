import fs from 'node:fs';

const ticks = 100;

/** Every process on the machine from /proc: its id, name, parent and CPU seconds (its own and its waited-for children's). */
function processes() {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      // The name is in brackets and may hold spaces or brackets itself: the fields follow its last one.
      const [, comm = '', rest = ''] = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').match(/^\d+ \((.*)\) (.*)$/s) ?? [];
      const fields = rest.split(' ');
      const cpu = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / ticks;
      return [{ pid: Number(pid), comm, parent: Number(fields[1]), cpu }];
    } catch {
      return [];
    }
  });
}

/** CPU seconds used by a process and its descendants, living ones and exited ones that were waited for. */
export function treeCpuSeconds(root: number): number {
  const stats = processes();
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) if (!inTree.has(stat.pid) && inTree.has(stat.parent)) grew = inTree.add(stat.pid).size > 0;
  }
  return stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.cpu, 0);
}

/** The PostgreSQL server's main process on this machine (the `postgres` whose parent is not one), if one runs here. */
export function postgresMainPid(): number | undefined {
  const postgres = processes().filter((p) => p.comm === 'postgres');
  const pids = new Set(postgres.map((p) => p.pid));
  return postgres.find((p) => !pids.has(p.parent))?.pid;
}

/** Processor seconds the whole machine spent busy (all cores, every process), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / ticks;
}
