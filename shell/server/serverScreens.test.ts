import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ScreenComponent } from '../src/remote/RemoteScreen';
import { createScreenLoader } from './serverScreens';
import { startLoopback } from './testing/seoSite';

const HOME = { remote: 'mf_discovery', module: 'HomePage' } as const;

/** A remote's server: its files by path (a missing one is a 404), each request noted. */
async function remoteServing(files: Record<string, string>) {
  const asked: string[] = [];
  const server = await startLoopback((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers['if-none-match'] ?? ''}`.trim());
    const body = files[req.url ?? ''];
    if (body === undefined) return res.writeHead(404).end();
    const etag = `"${body.length}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/javascript', etag }).end(body);
  });
  return { ...server, asked, manifest: `${server.origin}/mf-manifest.json` };
}

/** A server build as webpack writes one (CommonJS, React required from the shell's server). */
const SCREEN_BUILD = `
const { jsx } = require('react/jsx-runtime');
const { useTranslation } = require('page-singleton');
exports.default = { bootstrap: [] };
exports.Screen = function Screen(props) { return jsx('h1', { children: 'Home of ' + props.params.who }); };
`;

const render = (Screen: ScreenComponent | null) =>
  Screen && renderToString(createElement(Screen, { params: { who: 'tests' } } as never));

describe('the remotes’ server builds, as the shell’s server loads them (fetched over HTTP through the remote map)', () => {
  it('the page module’s server build: its Screen, with the shell’s React; asked again only when due, by its ETag', async () => {
    const remote = await remoteServing({ '/server/HomePage.js': SCREEN_BUILD });
    let now = 0;
    const loader = createScreenLoader({
      locate: async () => ({ mf_discovery: remote.manifest }),
      warn: () => undefined,
      revalidateMs: 5000,
      now: () => now,
    });
    try {
      const first = await loader.load(HOME);
      expect(render(first)).toBe('<h1>Home of tests</h1>');
      now = 1000;
      expect(await loader.load(HOME)).toBe(first);
      now = 6000;
      expect(await loader.load(HOME)).toBe(first);
      expect(remote.asked).toEqual(['GET /server/HomePage.js', `GET /server/HomePage.js "${SCREEN_BUILD.length}"`]);
    } finally {
      await remote.close();
    }
  });

  it.each([
    ['missing (a remote deployed before server builds)', {}],
    ['throwing as it is evaluated', { '/server/HomePage.js': 'throw new Error("broken build")' }],
    ['requiring a library the shell does not provide', { '/server/HomePage.js': 'require("left-pad")' }],
    ['exporting no Screen', { '/server/HomePage.js': 'exports.default = {}' }],
    ['not JavaScript', { '/server/HomePage.js': '<!doctype html><p>not found</p>' }],
    [
      'built for a newer page singleton than the server has',
      { '/server/HomePage.js': `${SCREEN_BUILD}\nmodule.exports.pageSingletonRange = '^999.0.0';` },
    ],
  ])('a server build %s: null (the page is rendered in the browser), never an error', async (_case, files) => {
    const remote = await remoteServing(files);
    const warnings: string[] = [];
    const loader = createScreenLoader({
      locate: async () => ({ mf_discovery: remote.manifest }),
      warn: (m) => warnings.push(m),
    });
    try {
      await expect(loader.load(HOME)).resolves.toBeNull();
    } finally {
      await remote.close();
    }
  });

  it('a build for the page singleton the server has (or an older minor of it) is rendered', async () => {
    const remote = await remoteServing({
      '/server/HomePage.js': `${SCREEN_BUILD}\nmodule.exports.pageSingletonRange = '^2.0.0';`,
    });
    const loader = createScreenLoader({
      locate: async () => ({ mf_discovery: remote.manifest }),
      warn: () => undefined,
    });
    try {
      expect(render(await loader.load(HOME))).toBe('<h1>Home of tests</h1>');
    } finally {
      await remote.close();
    }
  });

  it('a remote that does not answer in time, or is not in the map: null', async () => {
    const silent = await startLoopback(() => undefined);
    const loader = createScreenLoader({
      locate: async () => ({ mf_discovery: `${silent.origin}/mf-manifest.json` }),
      warn: () => undefined,
      timeoutMs: 200,
    });
    try {
      await expect(loader.load(HOME)).resolves.toBeNull();
      await expect(loader.load({ remote: 'mf_experience', module: 'ExperiencePage' })).resolves.toBeNull();
    } finally {
      await silent.close();
    }
  });
});
