import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient, setLanguage } from 'page-singleton';
import { api } from './pageApi';
import { ApiError } from './client';
import { runApiMutation } from './mutations';
import { isWaitingToSync, useWaitingWrites } from './offlineState';

const answer = { code: 200, data: {}, app_js: 'x' } as never;
const days = { params: { id: 7 }, body: { days: [] } } as never;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => {
  jest.restoreAllMocks();
  onlineManager.setOnline(true);
  queryClient.clear();
});

function WaitingForPlan({ id }: { id: number }) {
  const waiting = useWaitingWrites((variables) => (variables.params as { id?: number } | undefined)?.id === id);
  return <p>waiting {waiting}</p>;
}

it('a plan’s write made offline waits, is shown waiting, and is sent once back online with the key it was made with', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue(answer);
  onlineManager.setOnline(false);
  render(<WaitingForPlan id={7} />);
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = runApiMutation('savePlanItinerary', days);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(call).not.toHaveBeenCalled();
  expect(screen.getByText('waiting 1')).toBeTruthy();
  const [write] = queryClient.getMutationCache().getAll();
  expect(isWaitingToSync(write)).toBe(true);
  const key = (write.state.variables as { idempotencyKey?: string }).idempotencyKey;
  expect(key).toMatch(/^[0-9a-f-]{32,36}$/);

  await act(async () => {
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await done;
  });
  expect(call).toHaveBeenCalledTimes(1);
  expect(call).toHaveBeenCalledWith('savePlanItinerary', { ...(days as object), idempotencyKey: key });
  expect(screen.getByText('waiting 0')).toBeTruthy();
});

it('a plan’s write that gets no answer is sent again with the same key; one with an answer is not', async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockRejectedValueOnce(new ApiError('Network Error', 0, undefined, undefined))
    .mockResolvedValueOnce(answer);
  await runApiMutation('savePlanItinerary', days);
  expect(call).toHaveBeenCalledTimes(2);
  const keys = call.mock.calls.map(([, variables]) => (variables as { idempotencyKey?: string }).idempotencyKey);
  expect(keys[0]).toBeDefined();
  expect(keys[1]).toBe(keys[0]);

  call.mockReset().mockRejectedValue(new ApiError('Not found', 404, undefined, undefined));
  await expect(runApiMutation('savePlanItinerary', days)).rejects.toThrow('Not found');
  expect(call).toHaveBeenCalledTimes(1);
});

it('writes that are not kept offline fail at once offline, without a key', async () => {
  const call = jest.spyOn(api, 'call').mockRejectedValue(new ApiError('Network Error', 0, undefined, undefined));
  onlineManager.setOnline(false);
  await expect(runApiMutation('likeExperience', { params: { id: 3 } })).rejects.toThrow('Network Error');
  expect(call).toHaveBeenCalledWith('likeExperience', { params: { id: 3 } });
});
