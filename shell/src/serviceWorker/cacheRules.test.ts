import { fileCacheKey, remoteBases, remoteBuildFiles, requestKind } from './cacheRules';

const SITE = 'https://travel.example';
const BASES = ['https://travel.example:8082/', 'https://cdn.example/planner/'];
const kind = (url: string) => requestKind(new URL(url), SITE, BASES);

describe('what the service worker keeps', () => {
  it('keeps the content-hashed files of the shell and of the remotes the map names cache-first', () => {
    expect(kind(`${SITE}/bootstrap.0e8a04e30b.js`)).toBe('chunk');
    expect(kind(`${SITE}/bootstrap.0e8a04e30b.css`)).toBe('chunk');
    expect(kind('https://travel.example:8082/__federation_expose_HomePage.23344624fd.js')).toBe('chunk');
    expect(kind('https://cdn.example/planner/556.3c27c2856b.css')).toBe('chunk');
  });

  it('asks the network first for the files that keep their name across builds', () => {
    for (const url of [
      `${SITE}/main.js?059e3e50696aad991778`,
      `${SITE}/remotes.json`,
      `${SITE}/app-shell.html`,
      `${SITE}/manifest.en.webmanifest`,
      `${SITE}/icon-192.png`,
      'https://travel.example:8082/mf-manifest.json',
      'https://cdn.example/planner/remoteEntry.js',
    ]) {
      expect(kind(url)).toBe('file');
    }
  });

  it('never keeps the API (an account’s answers), the worker itself, or another site’s files', () => {
    expect(kind(`${SITE}/api/v1/plans`)).toBe('pass');
    expect(kind(`${SITE}/api/v1/files/photo.0e8a04e30b.jpg`)).toBe('pass');
    expect(kind(`${SITE}/sw.js`)).toBe('pass');
    expect(kind('https://maps.googleapis.com/maps/api/js')).toBe('pass');
    expect(kind('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe('pass');
    // a remote's origin, but outside the folder the map names
    expect(kind('https://cdn.example/other/556.3c27c2856b.js')).toBe('pass');
  });

  it('leaves a page address (no extension) of the site alone outside a navigation', () => {
    expect(kind(`${SITE}/search`)).toBe('pass');
  });

  it('keeps a file under its address without the query', () => {
    expect(fileCacheKey(new URL(`${SITE}/main.js?059e3e50696aad991778`))).toBe(`${SITE}/main.js`);
  });
});

describe('remoteBases', () => {
  it('is the folder of each remote’s manifest, a broken entry left out', () => {
    expect(
      remoteBases({
        mf_discovery: 'https://travel.example:8082/mf-manifest.json',
        mf_planner: 'https://cdn.example/planner/mf-manifest.json',
        mf_broken: 'not a url',
      }),
    ).toEqual(BASES);
  });
});

describe('remoteBuildFiles', () => {
  it('lists the entry and every exposed module’s scripts and styles, relative to the manifest', () => {
    const files = remoteBuildFiles(
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            assets: {
              js: {
                sync: ['556.073edb4a32.js', '__federation_expose_HomePage.23344624fd.js'],
                async: ['8.52fae8ce7a.js'],
              },
              css: { sync: ['556.3c27c2856b.css'], async: [] },
            },
          },
          { assets: { js: { sync: ['556.073edb4a32.js'], async: [] } } },
        ],
        shared: [{ assets: { js: { sync: ['369.8b6eee34fc.js'], async: [] } } }],
      },
      'https://cdn.example/planner/mf-manifest.json',
    );
    expect(files).toEqual([
      'https://cdn.example/planner/remoteEntry.js',
      'https://cdn.example/planner/556.073edb4a32.js',
      'https://cdn.example/planner/__federation_expose_HomePage.23344624fd.js',
      'https://cdn.example/planner/8.52fae8ce7a.js',
      'https://cdn.example/planner/556.3c27c2856b.css',
    ]);
  });

  it('puts the entry under its path when the manifest gives one', () => {
    expect(
      remoteBuildFiles(
        { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } },
        'https://cdn.example/mf-manifest.json',
      ),
    ).toEqual(['https://cdn.example/static/remoteEntry.js']);
  });
});
