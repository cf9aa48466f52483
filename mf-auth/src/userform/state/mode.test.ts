import { userFormMode } from './mode';

describe('userFormMode', () => {
  it.each([
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/signup', 'signup'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password/abc123', 'reset-password'],
    ['/reset-password/abc123/', 'reset-password'],
    ['/somewhere-else', 'login'],
  ])('%s → %s', (path, mode) => {
    expect(userFormMode(path)).toBe(mode);
  });
});
