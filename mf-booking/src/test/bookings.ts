import { screen } from '@testing-library/react';
import type { Reply } from '@travel/shell/testing';

/** One tour booking and one stay booking of Grace, as the API answers them: the booking screens' tests' data. */
export const graceTour = {
  _id: 't1',
  reference: 'TB-7K3Q9X',
  destinationId: 'd1',
  date: '2036-12-24',
  time: '09:30',
  tickets: 3,
  cost: 410,
  name: 'Grace',
  email: 'grace@example.com',
  extras: true,
};

export const graceStay = {
  _id: 's1',
  reference: 'ST-4PX2QA',
  offerId: 'o1',
  checkIn: '2036-12-26',
  checkOut: '2036-12-29',
  guests: 2,
  pricePerNight: 161,
  totalCost: 483,
  costPerPerson: 241.5,
  name: 'Grace',
  email: 'grace@example.com',
};

/**
 * Answers a booking request the test held back as the API does (201, what was sent with an id and a
 * reference), then waits for the success panel: answers its heading, the reference already checked.
 */
export async function answerBooked(
  reply: { resolve: (value: Reply) => void },
  sent: unknown,
  _id: string,
  reference: string,
): Promise<HTMLElement> {
  reply.resolve({
    status: 201,
    data: {
      message: 'Booking submitted successfully!',
      data: { ...(sent as object), _id, reference },
    },
  });
  const heading = await screen.findByRole('heading', { name: 'Booking submitted successfully!' });
  expect(screen.getByTestId('booking-reference')).toHaveTextContent(reference);
  return heading;
}
