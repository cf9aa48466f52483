import { DISPLAY_NAME_MAX, displayNameProblem } from './validate';

describe('displayNameProblem', () => {
  it('accepts a normal name', () => {
    expect(displayNameProblem('Mei')).toBeNull();
    expect(displayNameProblem('旅行的小美')).toBeNull();
  });
  it('requires something other than spaces', () => {
    expect(displayNameProblem('')).toBe('required');
    expect(displayNameProblem('   ')).toBe('required');
  });
  it('allows exactly 50 characters, not 51', () => {
    expect(displayNameProblem('a'.repeat(DISPLAY_NAME_MAX))).toBeNull();
    expect(displayNameProblem('a'.repeat(DISPLAY_NAME_MAX + 1))).toBe('tooLong');
    expect(displayNameProblem('台'.repeat(50))).toBeNull();
  });
  it('ignores surrounding spaces when counting', () => {
    expect(displayNameProblem(`  ${'a'.repeat(50)}  `)).toBeNull();
  });
});
