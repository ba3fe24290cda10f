/**
 * CPU seconds a process and its descendants have used (Linux /proc; null elsewhere): what a run
 * cost whatever else the machine did meanwhile, so a shared machine's load changes throughput
 * but hardly the CPU per transfer. Children already reaped count through cutime/cstime.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

export function cpuSecondsOfTree(rootPid) {
  if (os.platform() !== 'linux' || !rootPid) return null;
  const root = stat(rootPid);
  if (!root) return null;
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (!s) continue;
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push({ pid: Number(name), ...s });
  }
  let ticks = root.ticks + root.reaped;
  const walk = (pid) => {
    for (const c of children.get(pid) ?? []) {
      ticks += c.ticks;
      walk(c.pid);
    }
  };
  walk(rootPid);
  return ticks / TICKS;
}

/** The postmaster of a private cluster started by scripts/pg-start.sh on `port`, or null. */
export function postmasterPid(port) {
  try {
    const state = readFileSync(`${process.env.TMPDIR || '/tmp'}/tg-pg-${port}.state`, 'utf8');
    const work = /^WORK=(.*)$/m.exec(state)?.[1];
    return work ? Number(readFileSync(`${work}/data/postmaster.pid`, 'utf8').split('\n')[0]) : null;
  } catch {
    return null;
  }
}
