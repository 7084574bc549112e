import { listeningMessage } from './listening-message';

describe('the start-up line', () => {
  it('names the docs where they are served', () => {
    expect(listeningMessage({ port: 3000, apiDocs: true })).toBe(
      'API listening on http://localhost:3000 (docs: http://localhost:3000/api/docs)',
    );
  });

  it('does not advertise docs that are off (production)', () => {
    expect(listeningMessage({ port: 3000, apiDocs: false })).toBe(
      'API listening on http://localhost:3000',
    );
  });
});
