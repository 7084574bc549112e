import { readServerState, serializeServerState, SERVER_STATE_ID } from './server-state';

describe('server state', () => {
  it('survives a catalog text that would end the script or open a comment in it', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const state = {
      reads: { '/api/hotel': { ok: true as const, data: [{ hotelName: hostile }] } },
      remotes: [{ key: 'catalog/HotelPage', loaded: true }],
    };
    const body = serializeServerState(state);
    expect(body).not.toMatch(/</);
    document.body.innerHTML = `<script id="${SERVER_STATE_ID}" type="application/json">${body}</script>`;
    expect(readServerState()).toEqual(state);
  });

  it('is absent from a page the server did not render, and ignored when malformed', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeUndefined();
    document.body.innerHTML = `<script id="${SERVER_STATE_ID}" type="application/json">{"reads":</script>`;
    expect(readServerState()).toBeUndefined();
  });
});
