import { checkRemotes, manifestBuildId, remotesChanged, type RemoteManifestFiles } from './remoteUpdate';

const MAP = {
  mf_auth: 'http://localhost:8081/mf-manifest.json',
  mf_discovery: 'http://localhost:8082/mf-manifest.json',
};

/** A remote's manifest as the build writes it: content-hashed chunk names per exposed module and shared library. */
function manifest(homeChunk: string, version = '0.1.0'): RemoteManifestFiles {
  return {
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { assets: { js: { sync: [homeChunk, '52.aa11bb22cc.js'], async: [] }, css: { sync: ['7.0f0f0f0f0f.css'] } } },
    ],
    shared: [{ assets: { js: { sync: ['337.3fcf465107.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
}

describe('a remote build’s id (manifestBuildId)', () => {
  it('is the same for the same build, whatever order its files are listed in', () => {
    const reordered = manifest('Home.1111111111.js');
    reordered.exposes![0].assets!.js!.sync!.reverse();
    expect(manifestBuildId(reordered)).toBe(manifestBuildId(manifest('Home.1111111111.js')));
  });

  it('changes when any chunk changes (a new content hash) or the version does', () => {
    const before = manifestBuildId(manifest('Home.1111111111.js'));
    expect(manifestBuildId(manifest('Home.2222222222.js'))).not.toBe(before);
    expect(manifestBuildId(manifest('Home.1111111111.js', '0.2.0'))).not.toBe(before);
  });
});

describe('whether the page’s remotes changed (remotesChanged)', () => {
  const loaded = { map: MAP, builds: { mf_discovery: 'build-a' } };

  it('the same map and builds: no change', () => {
    expect(remotesChanged(loaded, { map: { ...MAP }, builds: { mf_discovery: 'build-a' } })).toBe(false);
  });

  it('a remote moved in the map — even one the page has not loaded — is a change', () => {
    expect(
      remotesChanged(loaded, { map: { ...MAP, mf_auth: 'https://cdn.example/auth/mf-manifest.json' }, builds: {} }),
    ).toBe(true);
    expect(
      remotesChanged(loaded, { map: { ...MAP, mf_planner: 'http://localhost:8084/mf-manifest.json' }, builds: {} }),
    ).toBe(true);
    expect(remotesChanged(loaded, { map: { mf_discovery: MAP.mf_discovery }, builds: {} })).toBe(true);
  });

  it('a loaded remote redeployed at the same place is a change; one the page never loaded is not asked about', () => {
    expect(remotesChanged(loaded, { map: MAP, builds: { mf_discovery: 'build-b' } })).toBe(true);
    expect(remotesChanged(loaded, { map: MAP, builds: { mf_discovery: 'build-a', mf_auth: 'build-z' } })).toBe(false);
  });

  it('a build that could not be read now counts as unchanged', () => {
    expect(remotesChanged(loaded, { map: MAP, builds: {} })).toBe(false);
  });
});

describe('asking the server (checkRemotes)', () => {
  const home1 = manifest('Home.1111111111.js');
  const setup = (now: { map: Record<string, string>; manifests: Record<string, RemoteManifestFiles> }) => {
    const fetchManifest = jest.fn(async (url: string) => {
      if (!now.manifests[url]) throw new Error(`${url}: HTTP 404`);
      return now.manifests[url];
    });
    const check = () =>
      checkRemotes({
        loaded: () => ({ map: MAP, builds: { mf_discovery: manifestBuildId(home1) } }),
        fetchMap: async () => now.map,
        fetchManifest,
      });
    return { check, fetchManifest };
  };

  it('nothing deployed since: no change, and only the loaded remote’s manifest is read', async () => {
    const s = setup({ map: MAP, manifests: { [MAP.mf_discovery]: home1 } });
    expect(await s.check()).toBe(false);
    expect(s.fetchManifest.mock.calls).toEqual([[MAP.mf_discovery]]);
  });

  it('a new build at the same URL: changed', async () => {
    const s = setup({ map: MAP, manifests: { [MAP.mf_discovery]: manifest('Home.2222222222.js') } });
    expect(await s.check()).toBe(true);
  });

  it('the map re-pointed: changed, without reading any manifest', async () => {
    const moved = { ...MAP, mf_discovery: 'http://localhost:9082/mf-manifest.json' };
    const s = setup({ map: moved, manifests: { [moved.mf_discovery]: home1 } });
    expect(await s.check()).toBe(true);
    expect(s.fetchManifest).not.toHaveBeenCalled();
  });

  it('a remote whose manifest can’t be read now: no change (asked again next time)', async () => {
    const s = setup({ map: MAP, manifests: {} });
    expect(await s.check()).toBe(false);
  });
});
