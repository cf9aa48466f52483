import { loginProblems } from './validate';

describe('loginProblems', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginProblems({ email: ' demo@example.com ', password: 'x' })).toEqual({ email: null, password: null });
  });
  it('requires both', () => {
    expect(loginProblems({ email: '  ', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });
  it.each(['demo', 'demo@', '@example.com', 'demo@example', 'de mo@example.com'])('rejects the e-mail %j', (email) => {
    expect(loginProblems({ email, password: 'x' }).email).toBe('emailFormat');
  });
  it('keeps spaces in passwords as typed', () => {
    expect(loginProblems({ email: 'a@b.co', password: ' ' }).password).toBeNull();
  });
});
