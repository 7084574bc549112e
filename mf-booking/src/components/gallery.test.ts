import { pictureSizes } from './gallery';

describe('pictureSizes', () => {
  it('gives a picture left alone on its row on a phone the whole width', () => {
    // Two pictures: the main one spans the row, the second has a row of its own below it.
    expect(pictureSizes(0, 2)).toBe('(min-width: 48rem) 36rem, 100vw');
    expect(pictureSizes(1, 2)).toBe('(min-width: 48rem) 36rem, 100vw');
  });

  it('gives pictures that share a row on a phone half of it', () => {
    expect(pictureSizes(1, 3)).toBe('(min-width: 48rem) 36rem, 50vw');
    expect(pictureSizes(2, 3)).toBe('(min-width: 48rem) 36rem, 50vw');
  });

  it('gives the tiles beside and below the main picture a quarter of a wide row', () => {
    expect(pictureSizes(1, 5)).toBe('(min-width: 48rem) 18rem, 50vw');
    expect(pictureSizes(3, 4)).toBe('(min-width: 48rem) 18rem, 100vw');
    expect(pictureSizes(4, 5)).toBe('(min-width: 48rem) 18rem, 50vw');
  });
});
