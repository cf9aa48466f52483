import { passwordProblems } from './validate';

describe('passwordProblems', () => {
  it('needs the current password, 8+ characters, a different and repeated new one', () => {
    expect(passwordProblems({ current: '', next: 'short', confirm: '' })).toEqual({
      current: 'required',
      next: 'short',
    });
    expect(passwordProblems({ current: 'same-pass-1', next: 'same-pass-1', confirm: 'same-pass-1' })).toEqual({
      next: 'same',
    });
    expect(passwordProblems({ current: 'old-pass-1', next: 'new-pass-22', confirm: 'new-pass-2' })).toEqual({
      confirm: 'mismatch',
    });
    expect(passwordProblems({ current: 'old-pass-1', next: 'new-pass-22', confirm: 'new-pass-22' })).toEqual({});
  });
});
