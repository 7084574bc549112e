import { loginVerdict, SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS } from './login-throttle';

describe('loginVerdict', () => {
  it('checks the password while the account has fewer failures than the limit', () => {
    expect(loginVerdict({ account: 4, client: 4 }, 5)).toEqual({ kind: 'check' });
  });

  it('refuses the client that failed the limit on the account', () => {
    expect(loginVerdict({ account: 5, client: 5 }, 5)).toEqual({ kind: 'refuse' });
  });

  it('refuses a client that failed once on an account under attack', () => {
    expect(loginVerdict({ account: 9, client: 1 }, 5)).toEqual({ kind: 'refuse' });
  });

  it('slows, never refuses, a client with no failures on an account under attack', () => {
    expect(loginVerdict({ account: 5, client: 0 }, 5)).toEqual({
      kind: 'slow',
      delayMs: SLOWDOWN_STEP_MS,
    });
    expect(loginVerdict({ account: 500, client: 0 }, 5)).toEqual({
      kind: 'slow',
      delayMs: SLOWDOWN_MAX_MS,
    });
  });
});
