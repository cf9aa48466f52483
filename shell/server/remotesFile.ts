// The remote map's file: where each remote is deployed, edited by whoever ships a remote. The shell's server (and
// its development server) reads it again whenever it changes, so an edit re-points the running site (no restart, no
// rebuild of the shell).
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where one remote is: the URL of its mf-manifest.json, or `{ "port": N }` — its own port on the host the
 * browser used (so a phone on the LAN that opened http://192.168.1.5:8080 loads it from 192.168.1.5:N).
 */
export type RemoteLocation = string | { port: number };
export type RemoteLocations = Record<string, RemoteLocation>;

function isPort(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536;
}

function checkLocation(name: string, value: unknown): RemoteLocation {
  if (typeof value === 'string') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name}: "${value}" is not an absolute URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: "${value}" is not http(s)`);
    return url.href;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { port, ...rest } = value as Record<string, unknown>;
    if (isPort(port) && Object.keys(rest).length === 0) return { port };
  }
  throw new Error(`${name}: expected the URL of its mf-manifest.json or { "port": 1–65535 }`);
}

/**
 * The file's text as a map of the known remotes. A remote the file leaves out keeps its default location; a name
 * that is not a remote (a typo) makes the whole file invalid, as does any location that is not one of the two forms.
 */
export function parseRemotesFile(text: string, defaults: RemoteLocations): RemoteLocations {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('expected an object: { "<remote>": location, … }');
  const map: RemoteLocations = { ...defaults };
  for (const [name, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(defaults, name))
      throw new Error(`"${name}" is not a remote (the remotes: ${Object.keys(defaults).join(', ')})`);
    map[name] = checkLocation(name, value);
  }
  return map;
}

/** Write the defaults to `file` when there is no such file yet (an existing file, even a broken one, is kept). */
async function writeRemotesFileIfAbsent(file: string, defaults: RemoteLocations): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(defaults, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * The map in `file`, checked on every call: a stat, and a new read only when the file changed. A file that can't be
 * read or isn't a valid map is reported once (`warn`) and the last good map stays in use — a half-saved edit never
 * takes the site down; the defaults are that map until the file has been read once.
 */
function createRemotesFileReader(opts: { file: string; defaults: RemoteLocations; warn: (message: string) => void }): {
  read(): Promise<RemoteLocations>;
} {
  let good = opts.defaults;
  let readVersion: string | null = null;
  /** the map of the version last seen (its read may still be under way) */
  let latest: Promise<RemoteLocations> = Promise.resolve(good);
  return {
    async read() {
      let version: string;
      try {
        const s = await stat(opts.file, { bigint: true });
        // inode too: an editor that saves by renaming a new file over the old one
        version = `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
      } catch (error) {
        version = `unreadable:${(error as NodeJS.ErrnoException).code}`;
      }
      if (version === readVersion) return latest;
      readVersion = version;
      // every caller that sees this version gets the map read from it, also while that read is under way (a page
      // asks for the map in several places at once: each must get the same one)
      latest = readFile(opts.file, 'utf8')
        .then((text) => (good = parseRemotesFile(text, opts.defaults)))
        .catch((error: unknown) => {
          opts.warn(`remote map ${opts.file}: ${(error as Error).message}; still using the last good map`);
          return good;
        });
      return latest;
    },
  };
}

/** The hostname the browser used (from its Host header), or `localhost` when the header is not a plain host[:port]. */
function hostnameOf(hostHeader: string | undefined): string {
  try {
    const { hostname, username, password, pathname } = new URL(`http://${hostHeader ?? ''}`);
    return hostname && !username && !password && pathname === '/' ? hostname : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * The site's /remotes.json, from the map's `file` (written with every remote on its port of `remotePorts` when absent,
 * read again whenever it changes): where each remote's mf-manifest.json is for a browser that sent this Host header —
 * its URL, or its own port on the host the browser used. Both the shell's server and its development server answer
 * with it, so editing the file re-points either.
 */
export async function openRemotesMap(opts: {
  file: string;
  remotePorts: Record<string, number>;
  warn: (message: string) => void;
}): Promise<(hostHeader: string | undefined) => Promise<Record<string, string>>> {
  const defaults: RemoteLocations = Object.fromEntries(
    Object.entries(opts.remotePorts).map(([name, port]) => [name, { port }]),
  );
  await writeRemotesFileIfAbsent(opts.file, defaults);
  const reader = createRemotesFileReader({ file: opts.file, defaults, warn: opts.warn });
  return async (hostHeader) => {
    const hostname = hostnameOf(hostHeader);
    return Object.fromEntries(
      Object.entries(await reader.read()).map(([name, location]) => [
        name,
        typeof location === 'string' ? location : `http://${hostname}:${location.port}/mf-manifest.json`,
      ]),
    );
  };
}
