import fs from 'node:fs';

const ticks = 100;

/** CPU seconds used by a process and its descendants, living ones and exited ones that were waited for. */
export function treeCpuSeconds(root: number): number {
  const stats = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cpu = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / ticks;
      return [{ pid: Number(pid), parent: Number(fields[1]), cpu }];
    } catch {
      return [];
    }
  });
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) if (!inTree.has(stat.pid) && inTree.has(stat.parent)) grew = inTree.add(stat.pid).size > 0;
  }
  return stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.cpu, 0);
}
