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
