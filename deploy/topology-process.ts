// Start deploy/topology.mjs as a child process and wait until it is ready (the benchmark and the fault test).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface TopologyOptions {
  apis: number;
  /** nginx's site port; the remotes take the next five ports */
  port: number;
  /** the first API process's port; the others follow */
  apiPort: number;
  shellPort: number;
  /** where nginx, the data folder and topology.json go */
  prefix: string;
  /** extra environment (DATABASE_URL: else the topology starts a throwaway PostgreSQL) */
  env?: NodeJS.ProcessEnv;
}

/** What topology.mjs writes to `<prefix>/topology.json` once everything answers. */
export interface TopologyDescription {
  site: string;
  apiPorts: number[];
  shellPort: number;
  databaseUrl: string;
}

export interface RunningTopology extends TopologyDescription {
  child: ChildProcess;
  /** everything the topology's processes printed so far */
  output(): string;
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'topology.mjs');

export async function startTopology(options: TopologyOptions): Promise<RunningTopology> {
  const args = [
    SCRIPT,
    '--apis',
    String(options.apis),
    '--port',
    String(options.port),
    '--remote-port',
    String(options.port + 1),
    '--api-port',
    String(options.apiPort),
    '--shell-port',
    String(options.shellPort),
    '--prefix',
    options.prefix,
  ];
  // its own process group: stop() signals the topology and everything it started at once
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[topology] ready')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => reject(new Error(`topology.mjs exited (${code}) before it was ready:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  try {
    await ready;
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  const description = JSON.parse(
    readFileSync(path.join(options.prefix, 'topology.json'), 'utf8'),
  ) as TopologyDescription;
  return { ...description, child, output: () => output, stop };
}
