import { APP_UPDATE_INTERVAL_MS, createAppUpdateCheck } from './appUpdate';

function setup(serverAppJs: string, remotes: () => Promise<boolean> = async () => false) {
  let now = 1_000_000;
  const fetchAppJs = jest.fn(async () => serverAppJs);
  const remotesChanged = jest.fn(remotes);
  const reload = jest.fn();
  const check = createAppUpdateCheck({ now: () => now, loadedAppJs: 'build-1', fetchAppJs, remotesChanged, reload });
  return { check, fetchAppJs, remotesChanged, reload, advance: (ms: number) => (now += ms) };
}

describe('app-update check', () => {
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

  it('asks about the remotes too, and reloads when one moved or was redeployed (the shell unchanged)', async () => {
    const s = setup('build-1', async () => true);
    s.advance(APP_UPDATE_INTERVAL_MS - 1);
    expect(await s.check()).toBe(false);
    expect(s.remotesChanged).not.toHaveBeenCalled();
    s.advance(1);
    expect(await s.check()).toBe(true);
    expect(s.remotesChanged).toHaveBeenCalledTimes(1);
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed question about one side does not hide the other side’s change', async () => {
    const remotesDown = setup('build-2', async () => {
      throw new Error('remotes.json: HTTP 502');
    });
    remotesDown.advance(APP_UPDATE_INTERVAL_MS);
    expect(await remotesDown.check()).toBe(true);

    const apiDown = setup('', async () => true);
    apiDown.fetchAppJs.mockRejectedValueOnce(new Error('offline'));
    apiDown.advance(APP_UPDATE_INTERVAL_MS);
    expect(await apiDown.check()).toBe(true);
  });

  it('both questions failing is no reload, and the check waits another hour', async () => {
    const s = setup('build-2', async () => {
      throw new Error('offline');
    });
    s.fetchAppJs.mockRejectedValueOnce(new Error('offline'));
    s.advance(APP_UPDATE_INTERVAL_MS);
    expect(await s.check()).toBe(false);
    expect(s.reload).not.toHaveBeenCalled();
    s.advance(10);
    expect(await s.check()).toBe(false);
    expect(s.fetchAppJs).toHaveBeenCalledTimes(1);
  });
});
