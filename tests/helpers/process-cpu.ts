import fs from 'node:fs';

/** Clock ticks per second of /proc's times (100 on Linux). */
const TICKS = 100;

/**
 * This process's CPU time and that of its descendants: each live process's own time and that of the
 * children it has reaped (so a closed renderer's time is in its parent's count, never counted twice).
 * `only` keeps the processes of one command name.
 */
export function treeCpuSeconds(only?: (command: string) => boolean): number {
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name in parentheses may contain spaces: the fields start after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    commands.set(pid, stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    parents.set(pid, Number(fields[1]));
    // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the name.
    times.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  const tree = new Set<number>([process.pid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of tree) if (!only || only(commands.get(pid) ?? '')) ticks += times.get(pid) ?? 0;
  return ticks / TICKS;
}
