import { act, fireEvent, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRemotes } from '@travel/shell/remotes';
import { mockApi, renderAt } from '@travel/shell/testing';
import { offer } from '../../../test/fixtures';
import OfferDetailsPage from '../index';

// A file of its own: the shell caches a remote module's load for the whole page (module state),
// so a failing first load must not follow a successful one from another test.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

function FakeStayBookingForm() {
  return <p>Stay form loaded</p>;
}

it('keeps the offer usable while booking is down and recovers with Retry', async () => {
  // React and the boundary report the caught failure on the console; expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const server = mockApi();
  setRemotes({ booking: 'http://localhost:8082/mf-manifest.json' });
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: FakeStayBookingForm });
  server.on('GET /api/offer/o7', { status: 200, data: { data: offer(7) } });

  renderAt(<OfferDetailsPage />, { path: '/OfferDetails/o7', route: '/OfferDetails/:id' });

  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('heading', { level: 1, name: 'Offer 7' })).toBeInTheDocument();
  expect(screen.getByText('Offer description 7')).toBeInTheDocument();

  // An awaited act lets React retry the suspended remote once the new load resolves.
  await act(async () => {
    fireEvent.click(retry);
  });
  expect(await screen.findByText('Stay form loaded')).toBeInTheDocument();
});
