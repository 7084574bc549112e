import { assertHoldFits, holdShareTaken, TOO_MANY_HOLDS } from './hold-limits';

const cap = { client: 20, address: 10 };

describe('assertHoldFits', () => {
  it('lets a hold within every bound through', () => {
    expect(() =>
      assertHoldFits({ byClient: 10, byAddress: 6, slot: { held: 6, capacity: 20 } }, 4, cap, 50),
    ).not.toThrow();
  });

  it('refuses a client or an address past its places', () => {
    expect(() => assertHoldFits({ byClient: 18, byAddress: 0 }, 3, cap, 50)).toThrow(
      TOO_MANY_HOLDS,
    );
    expect(() => assertHoldFits({ byClient: 0, byAddress: 9 }, 2, cap, 50)).toThrow(TOO_MANY_HOLDS);
  });

  it('keeps holds together to their share of a slot', () => {
    expect(() =>
      assertHoldFits({ byClient: 0, byAddress: 0, slot: { held: 8, capacity: 20 } }, 3, cap, 50),
    ).toThrow(holdShareTaken(2));
    expect(() =>
      assertHoldFits({ byClient: 0, byAddress: 0, slot: { held: 10, capacity: 20 } }, 1, cap, 50),
    ).toThrow(holdShareTaken(0));
  });
});
