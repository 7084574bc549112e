import { nightsLeft, schemaAvailability } from './schema-availability';

const dates = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('schemaAvailability', () => {
  const range = { from: '2026-11-24', to: '2027-11-25', maxNightsPerStay: 30 };

  it('counts the free nights of the range', () => {
    expect(nightsLeft({ ...range, taken: [] })).toBe(366);
    expect(nightsLeft({ ...range, taken: dates('2026-12-01', 10) })).toBe(356);
  });

  it('says in stock, limited or sold out from the nights left', () => {
    expect(schemaAvailability({ ...range, taken: [] })).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ ...range, taken: dates('2026-11-24', 359) })).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(schemaAvailability({ ...range, taken: dates('2026-11-24', 366) })).toBe(
      'https://schema.org/SoldOut',
    );
  });
});
