import { api } from '@travel/shell/http';
import { deferred, mockApi } from './index';

describe('mockApi', () => {
  it('records method, URL with params, parsed JSON body and headers', async () => {
    const mock = mockApi({ 'POST /api/hotels?draft=true': { status: 201, data: { id: '1' } } });
    const response = await api.post('/api/hotels', { name: 'Sea' }, { params: { draft: true } });
    expect(response.data).toEqual({ id: '1' });
    expect(mock.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/hotels?draft=true',
        body: { name: 'Sea' },
      }),
    ]);
    expect(mock.requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('answers unregistered routes with 404 and error statuses with HTTP errors', async () => {
    const mock = mockApi();
    await expect(api.get('/api/missing')).rejects.toMatchObject({ response: { status: 404 } });
    mock.on('delete /api/hotels/1', () => ({ status: 500, data: { message: 'Boom' } }));
    await expect(api.delete('/api/hotels/1')).rejects.toMatchObject({
      response: { status: 500, data: { message: 'Boom' } },
    });
  });

  it('lets a handler answer when the test says so', async () => {
    const reply = deferred<{ status: number; data: unknown }>();
    mockApi({ 'GET /api/slow': () => reply.promise });
    const request = api.get('/api/slow');
    reply.resolve({ status: 200, data: ['late'] });
    await expect(request).resolves.toMatchObject({ data: ['late'] });
  });
});
