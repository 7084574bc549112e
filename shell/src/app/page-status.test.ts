import { pageStatus } from './page-status';

describe('pageStatus', () => {
  it('answers 404 for an unknown path', () => {
    expect(pageStatus(200, true, undefined)).toBe(404);
  });

  it('answers 404 for a detail page whose record is gone (404) or whose id is malformed (400)', () => {
    expect(pageStatus(200, false, { ok: false, status: 404, message: 'Offer not found' })).toBe(
      404,
    );
    expect(pageStatus(200, false, { ok: false, status: 400, message: 'Invalid id' })).toBe(404);
  });

  it("keeps the route's status for a record that was read, or that could not be read", () => {
    expect(pageStatus(200, false, { ok: true, data: { data: {} } })).toBe(200);
    // No answer at all (the API down): not known to be missing; the browser asks again.
    expect(pageStatus(200, false, undefined)).toBe(200);
    expect(pageStatus(200, false, { ok: false, status: 429, message: 'Slow down' })).toBe(200);
  });
});
