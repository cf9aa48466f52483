// Run the site's long-lived processes as one (`npm start`, `npm run dev`) with concurrently: each output line
// prefixed with its process's name; a process that dies is started again after a short pause (one crash never
// takes the site down); a process that keeps dying as soon as it starts stops everything (it cannot start: a
// port in use, a missing build); Ctrl-C / SIGTERM stops them all, with SIGKILL for any still running after a
// grace period.
import { spawn } from 'node:child_process';
import { createConcurrently, Logger, LogError, LogOutput } from 'concurrently';
import { Subject } from 'rxjs';

/**
 * concurrently's flow controller for the policy above (in place of its KillOnSignal and RestartProcess: those
 * restart a fixed number of times over the whole run, and never escalate a stop to SIGKILL).
 */
class Supervise {
  constructor({ logger, graceMs, restartDelayMs, crashLoop, startupMs }) {
    Object.assign(this, { logger, graceMs, restartDelayMs, crashLoop, startupMs });
  }

  handle(commands) {
    const { logger } = this;
    /** what the rest of concurrently sees: a process closes for good only when the site stops */
    const finalClose = new Map(commands.map((command) => [command, new Subject()]));
    const closedForGood = new Set();
    let stopping = false;
    let exitCode = 0;

    const closeForGood = (command, event) => {
      if (closedForGood.has(command)) return;
      closedForGood.add(command);
      finalClose.get(command).next(event);
      if (closedForGood.size === commands.length) process.exit(exitCode);
    };

    const stop = (signal, code) => {
      if (stopping) return;
      stopping = true;
      exitCode = code;
      for (const command of commands) {
        if (command.state === 'started') command.kill(signal);
        // waiting for its restart: nothing to stop
        else closeForGood(command, undefined);
      }
      setTimeout(() => {
        for (const command of commands) if (command.state === 'started') command.kill('SIGKILL');
      }, this.graceMs).unref();
    };

    for (const command of commands) {
      let quickCrashes = 0;
      command.close.subscribe((event) => {
        if (stopping) return closeForGood(command, event);
        quickCrashes = event.timings.durationSeconds * 1000 < this.startupMs ? quickCrashes + 1 : 1;
        if (quickCrashes >= this.crashLoop) {
          logger.logCommandEvent(
            `exited (${event.exitCode}) ${quickCrashes} times in a row at start; stopping`,
            command,
          );
          stop('SIGTERM', 1);
          return closeForGood(command, event);
        }
        logger.logCommandEvent(`exited (${event.exitCode}); restarting in ${this.restartDelayMs} ms`, command);
        setTimeout(() => {
          if (!stopping) command.start();
        }, this.restartDelayMs);
      });
    }

    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal, 0));

    // methods run on the command itself (start() emits on its own `close`, which this controller watches)
    const view = (target, prop) => {
      if (prop === 'close') return finalClose.get(target);
      const value = target[prop];
      return typeof value === 'function' ? value.bind(target) : value;
    };
    return { commands: commands.map((command) => new Proxy(command, { get: view })) };
  }
}

/**
 * @param {{ name: string, args: string[], cwd: string, env?: Record<string,string> }[]} processes each run as
 *   `node <args>` directly (no shell between, so a signal reaches the process itself)
 * @param {{ graceMs?: number, restartDelayMs?: number, crashLoop?: number, startupMs?: number }} [options]
 *   crashLoop: give up after this many crashes in a row, each within startupMs of its start
 */
export function runTogether(
  processes,
  { graceMs = 5000, restartDelayMs = 1000, crashLoop = 5, startupMs = 10_000 } = {},
) {
  const argsOf = new Map(processes.map(({ name, args }) => [`node ${args.join(' ')} (${name})`, args]));
  const logger = new Logger({ prefixFormat: 'name' });
  const { result } = createConcurrently(
    processes.map(({ name, args, cwd, env }) => ({ name, command: `node ${args.join(' ')} (${name})`, cwd, env })),
    {
      logger,
      outputStream: process.stdout,
      prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'white', 'gray'],
      controllers: [
        new LogError({ logger }),
        new LogOutput({ logger }),
        new Supervise({ logger, graceMs, restartDelayMs, crashLoop, startupMs }),
      ],
      spawn: (command, options) => spawn(process.execPath, argsOf.get(command), options),
      kill: (pid, signal) => {
        try {
          process.kill(pid, signal);
        } catch {
          /* already gone */
        }
      },
    },
  );
  // the supervisor exits itself once every process is down; concurrently's verdict is not needed
  result.catch(() => undefined);
}
