import { APP_UPDATE_INTERVAL_MS, createAppUpdateCheck } from './appUpdate';

function setup(serverAppJs: string) {
  let now = 1_000_000;
  const fetchAppJs = jest.fn(async () => serverAppJs);
  const reload = jest.fn();
  const check = createAppUpdateCheck({ now: () => now, loadedAppJs: 'build-1', fetchAppJs, reload });
  return { check, fetchAppJs, reload, advance: (ms: number) => (now += ms) };
}

describe('app-update check (spec §4)', () => {
  it('does not ask the server within an hour of the last check', async () => {
    const s = setup('build-2');
    s.advance(APP_UPDATE_INTERVAL_MS - 1);
    expect(await s.check()).toBe(false);
    expect(s.fetchAppJs).not.toHaveBeenCalled();
  });

  it('asks after an hour and reloads when the build id differs', async () => {
    const s = setup('build-2');
    s.advance(APP_UPDATE_INTERVAL_MS);
    expect(await s.check()).toBe(true);
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the build id is the same, and waits another hour', async () => {
    const s = setup('build-1');
    s.advance(APP_UPDATE_INTERVAL_MS);
    expect(await s.check()).toBe(false);
    expect(s.fetchAppJs).toHaveBeenCalledTimes(1);
    s.advance(10);
    await s.check();
    expect(s.fetchAppJs).toHaveBeenCalledTimes(1);
    expect(s.reload).not.toHaveBeenCalled();
  });
});
