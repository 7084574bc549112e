import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncView } from './index';

describe('AsyncView', () => {
  const view = (
    state: Parameters<typeof AsyncView<string[]>>[0]['state'],
    onRetry?: () => void,
  ) => (
    <AsyncView
      state={state}
      loading="Loading hotels..."
      error={({ notFound }) => (notFound ? 'Not found.' : 'Failed to load hotels.')}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No hotels found.</p>}
      onRetry={onRetry}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </AsyncView>
  );

  it('shows each state with the texts it is given', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(view({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels...');
    rerender(view({ status: 'error', notFound: false, message: 'x' }, onRetry));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load hotels.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(view({ status: 'success', data: [] }));
    expect(screen.getByText('No hotels found.')).toBeInTheDocument();
    rerender(view({ status: 'success', data: ['Sea', 'Sky'] }));
    expect(screen.getByText('Sea, Sky')).toBeInTheDocument();
  });
});
