import { pageNeeds } from './page-preload';

describe('pageNeeds', () => {
  it("lists what Home's first screen needs, at / and /Home, and nothing further down", () => {
    for (const path of ['/', '/Home', '/home/']) {
      expect(pageNeeds(path)).toEqual({
        remotes: [{ nameOrAlias: 'catalog', exposes: ['HomeSearch', 'PopularDestinations'] }],
        reads: ['/api/destination'],
      });
    }
  });

  it('reads a detail page with the id from the path, encoded as the page encodes it', () => {
    expect(pageNeeds('/TourPage/abc123')?.reads).toEqual(['/api/destination/abc123']);
    expect(pageNeeds('/blog')?.reads).toEqual(['/api/Blog?page=1']);
    expect(pageNeeds('/blog', '?page=3')?.reads).toEqual(['/api/Blog?page=3']);
    expect(pageNeeds('/blog', '?page=-1')?.reads).toEqual(['/api/Blog?page=1']);
    expect(pageNeeds('/TourPage')?.reads).toEqual(['/api/destination']);
    expect(pageNeeds('/OfferDetails/o%201')?.reads).toEqual(['/api/offer/o%201']);
    expect(pageNeeds('/blogdetails/b1')).toEqual({
      remotes: [{ nameOrAlias: 'blog', exposes: ['BlogDetailsPage'] }],
      reads: ['/api/Blog/b1'],
      record: '/api/Blog/b1',
    });
  });

  it("names the read of a detail page's record, and none for a list", () => {
    expect(pageNeeds('/TourPage/abc123')?.record).toBe('/api/destination/abc123');
    expect(pageNeeds('/OfferDetails/o1')?.record).toBe('/api/offer/o1');
    expect(pageNeeds('/TourPage')?.record).toBeUndefined();
    expect(pageNeeds('/')?.record).toBeUndefined();
    expect(pageNeeds('/hotel')?.record).toBeUndefined();
  });

  it('needs nothing ahead for pages the shell renders itself or a malformed path', () => {
    expect(pageNeeds('/faqs')).toBeUndefined();
    expect(pageNeeds('/contact')).toBeUndefined();
    expect(pageNeeds('/OfferDetails/%E0%A4%A')).toBeUndefined();
  });
});
