import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApiGet } from '@travel/shell/data';
import { RemoteModule } from '@travel/shell/remotes';
import { mockApi } from '@travel/shell/testing';
import { renderToString } from 'react-dom/server';
import { AsyncView, ErrorPanel } from './index';

function Hotels() {
  const state = useApiGet<string[]>('/api/hotel');
  return (
    <AsyncView state={state} loading="Loading hotels..." error="Failed to load hotels.">
      {(hotels) => <p>{hotels.join(', ')}</p>}
    </AsyncView>
  );
}

describe('the error view', () => {
  it('offers Retry by default on a failed request, and Retry asks again', async () => {
    const server = mockApi({ 'GET /api/hotel': { status: 503, data: { message: 'down' } } });
    render(<Hotels />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load hotels.');
    server.on('GET /api/hotel', { status: 200, data: ['Sea View', 'Sky Lodge'] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sea View, Sky Lodge')).toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
  });

  it('looks the same for a failed request and a section whose code did not load', async () => {
    mockApi({ 'GET /api/hotel': { status: 503, data: { message: 'down' } } });
    // No remote is configured here: the blog's section fails as a remote that is down would.
    // Awaited act: the remote mount suspends on `use()` and only settles once act's queue is flushed.
    await act(async () => {
      render(
        <>
          <Hotels />
          <RemoteModule remote="blog" module="BlogList" label="Blog" />
        </>,
      );
    });
    expect(await screen.findByText('Blog could not be loaded.')).toBeInTheDocument();
    await screen.findByText('Failed to load hotels.');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert).toHaveClass('sh-error-panel');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveClass(
        'sh-button--secondary',
      );
    }
  });

  it('sends its action disabled in server HTML, where a press could not be handled yet', () => {
    const panel = <ErrorPanel message="The tour could not load." onAction={() => undefined} />;
    expect(renderToString(panel)).toMatch(/<button[^>]*disabled=""[^>]*>Retry<\/button>/);
    render(panel);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
