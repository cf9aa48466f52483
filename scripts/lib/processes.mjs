// Run several long-lived processes as one: if one exits the others are stopped; SIGINT/SIGTERM (Ctrl-C)
// stops them all, with SIGKILL for any still running after a grace period.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, args: string[], cwd: string, env?: Record<string,string> }[]} processes
 * @param {{ prefix?: boolean, graceMs?: number }} [options] prefix: label each output line with the name
 */
export function runTogether(processes, { prefix = false, graceMs = 5000 } = {}) {
  let stopping = false;
  const children = processes.map(({ name, args, cwd, env }) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    });
    if (prefix) {
      const label = (out) => (chunk) =>
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .forEach((line) => out.write(`[${name}] ${line}\n`));
      child.stdout.on('data', label(process.stdout));
      child.stderr.on('data', label(process.stderr));
    }
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[${name}] exited (${signal ?? code}); stopping everything`);
        stop(1);
      }
    });
    return child;
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
    running.forEach((c) => c.kill('SIGTERM'));
    const timer = setTimeout(() => {
      running.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
      process.exit(code);
    }, graceMs);
    Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() => {
      clearTimeout(timer);
      process.exit(code);
    });
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
