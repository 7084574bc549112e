import { screen } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { TourChoicesFailure, useTourChoices } from './tour-choices';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

function Screen() {
  const choices = useTourChoices('');
  return (
    <>
      <p>{choices.options.length} destinations</p>
      <TourChoicesFailure choices={choices} />
    </>
  );
}

describe('TourChoicesFailure', () => {
  it('says so when the destinations could not be loaded', async () => {
    server.on('GET /api/destination', { status: 500, data: {} });
    renderAt(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The destinations could not be loaded. Please try again later.',
    );
  });

  it('shows nothing when they loaded', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [{ _id: 'd1', title: 'Lisbon', destination: 'Lisbon', tourTimes: [] }],
    });
    renderAt(<Screen />);
    expect(await screen.findByText('1 destinations')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
