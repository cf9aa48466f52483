import { ApiError } from 'shared';
import { sharedPlanStatusOf } from './sharedPlanState';

const token = 'a'.repeat(43);
const failed = (status: number) =>
  [{ status: 'error', message: 'x' }, new ApiError('x', status, undefined, undefined)] as const;

describe("the shared plan page's state", () => {
  it('a token that cannot be one leads nowhere, whatever is loaded', () => {
    expect(sharedPlanStatusOf('short', { status: 'loading' }, null)).toBe('not-found');
    expect(sharedPlanStatusOf(`${token}!`, { status: 'ready', data: {} }, null)).toBe('not-found');
  });

  it('a link the server does not know (404) or refuses as malformed (400) leads nowhere', () => {
    expect(sharedPlanStatusOf(token, ...failed(404))).toBe('not-found');
    expect(sharedPlanStatusOf(token, ...failed(400))).toBe('not-found');
  });

  it('any other failure (a server error, no answer) can be tried again; loading and ready are as loaded', () => {
    expect(sharedPlanStatusOf(token, ...failed(500))).toBe('error');
    expect(sharedPlanStatusOf(token, ...failed(0))).toBe('error');
    expect(sharedPlanStatusOf(token, { status: 'loading' }, null)).toBe('loading');
    expect(sharedPlanStatusOf(token, { status: 'ready', data: {} }, null)).toBe('ready');
  });
});
