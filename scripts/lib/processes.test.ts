// The supervisor of `npm start` (runTogether), run for real: a driver process supervising small HTTP servers
// that answer with their own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, until } from '../../site-server/testing/http';

jest.setTimeout(60_000);

const PROCESSES = pathToFileURL(path.join(__dirname, 'processes.mjs')).href;

/** A server on PORT that answers its pid; with IGNORE_TERM it ignores SIGTERM (a process that hangs on stop). */
const SERVER = `
  if (process.env.IGNORE_TERM) process.on('SIGTERM', () => {});
  require('node:http').createServer((req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1',
    () => console.log('listening as ' + process.pid));
`;

interface Driver {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** aborted when the driver exits: a wait on its servers ends then, with its output */
  gone: AbortSignal;
}

function supervise(processes: { name: string; args: string[]; env?: Record<string, string> }[], options = {}): Driver {
  const code = `import { runTogether } from ${JSON.stringify(PROCESSES)};
    runTogether(${JSON.stringify(processes.map((p) => ({ ...p, cwd: __dirname })))}, ${JSON.stringify(options)});`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  const gone = new AbortController();
  void exited.then((exitCode) => gone.abort(new Error(`the supervisor exited (${exitCode}):\n${output}`)));
  return { child, output: () => output, exited, gone: gone.signal };
}

/** The pid answering on the port, or null while nothing does. */
function pidOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', () => resolve(null));
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor of npm start (runTogether)', () => {
  let driver: Driver | undefined;
  afterEach(async () => {
    if (driver && driver.child.exitCode === null) {
      driver.child.kill('SIGKILL');
      await driver.exited;
    }
    driver = undefined;
  });

  it('restarts a process killed with SIGKILL and keeps the others running; SIGTERM stops everything', async () => {
    const [webPort, otherPort] = await Promise.all([freePort(), freePort()]);
    driver = supervise(
      [
        { name: 'web', args: ['-e', SERVER], env: { PORT: String(webPort) } },
        { name: 'other', args: ['-e', SERVER], env: { PORT: String(otherPort) } },
      ],
      { restartDelayMs: 200 },
    );
    const first = await until(
      () => pidOn(webPort),
      (pid) => pid !== null,
      driver.gone,
    );
    const other = await until(
      () => pidOn(otherPort),
      (pid) => pid !== null,
      driver.gone,
    );

    process.kill(first!, 'SIGKILL');
    const second = await until(
      () => pidOn(webPort),
      (pid) => pid !== null && pid !== first,
      driver.gone,
    );
    expect(second).not.toBe(first);
    expect(await pidOn(otherPort)).toBe(other);
    expect(driver.output()).toMatch(/\[web\] exited \(SIGKILL\); restarting/);
    expect(driver.output()).toContain(`[web] listening as ${second}`);

    driver.child.kill('SIGTERM');
    expect(await driver.exited).toBe(0);
    expect(isAlive(second!)).toBe(false);
    expect(isAlive(other!)).toBe(false);
  });

  it('gives up and stops everything when a process keeps crashing as soon as it starts', async () => {
    const port = await freePort();
    driver = supervise(
      [
        { name: 'broken', args: ['-e', 'process.exit(3)'] },
        { name: 'web', args: ['-e', SERVER], env: { PORT: String(port) } },
      ],
      { restartDelayMs: 50, crashLoop: 3 },
    );
    expect(await driver.exited).toBe(1);
    expect(driver.output()).toMatch(/\[broken\] exited \(3\) 3 times in a row at start; stopping/);
    // the other process was stopped with it (whether or not it had started listening yet)
    expect(await pidOn(port)).toBeNull();
  });

  it('a process that ignores SIGTERM is killed after the grace period', async () => {
    const port = await freePort();
    driver = supervise([{ name: 'stuck', args: ['-e', SERVER], env: { PORT: String(port), IGNORE_TERM: '1' } }], {
      graceMs: 300,
    });
    const pid = await until(
      () => pidOn(port),
      (p) => p !== null,
      driver.gone,
    );
    driver.child.kill('SIGTERM');
    expect(await driver.exited).toBe(0);
    expect(isAlive(pid!)).toBe(false);
  });
});
