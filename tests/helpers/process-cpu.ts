import fs from 'node:fs';

/** Clock ticks per second of /proc's times (100 on Linux). */
const TICKS = 100;

interface ProcessEntry {
  parent: number;
  command: string;
  /** Its own CPU ticks and those of the children it has reaped. */
  ticks: number;
}

/** Every process this machine's /proc lists, by pid. */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
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
    table.set(Number(name), {
      parent: Number(fields[1]),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      // utime, stime, cutime, cstime: fields 14–17 of the line, 12–15 after the name.
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    });
  }
  return table;
}

/** `root` and every process below it, `root` first. */
export function processTree(root: number, table = processTable()): Set<number> {
  const tree = new Set<number>([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, { parent }] of table) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return tree;
}

/**
 * This process's CPU time and that of its descendants: each live process's own time and that of the
 * children it has reaped (so a closed renderer's time is in its parent's count, never counted twice).
 * `only` keeps the processes of one command name.
 */
export function treeCpuSeconds(only?: (command: string) => boolean): number {
  const table = processTable();
  let ticks = 0;
  for (const pid of processTree(process.pid, table)) {
    const entry = table.get(pid);
    if (entry && (!only || only(entry.command))) ticks += entry.ticks;
  }
  return ticks / TICKS;
}
