import { durationLabel, isoDuration, mapLink, meetingPlace } from './tour-content';

describe('tour content', () => {
  it("says the duration in words and in ISO 8601, the spec's day when none is set", () => {
    expect(durationLabel(210)).toBe('3 hours 30 minutes');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(45)).toBe('45 minutes');
    expect(durationLabel(null)).toBe('1 day');
    expect(isoDuration(210)).toBe('PT3H30M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(undefined)).toBe('P1D');
  });

  it('gives the meeting point as a Place, with its pin when set', () => {
    const base = { _id: 'd1', CostPerPerson: 10 };
    expect(meetingPlace(base)).toBeNull();
    expect(meetingPlace({ ...base, meetingPoint: { address: 'Praça do Comércio' } })).toEqual({
      '@type': 'Place',
      name: 'Meeting point',
      address: 'Praça do Comércio',
    });
    expect(
      meetingPlace({ ...base, meetingPoint: { address: 'Arch', lat: 38.7, lng: -9.1 } }),
    ).toMatchObject({ geo: { '@type': 'GeoCoordinates', latitude: 38.7, longitude: -9.1 } });
    expect(mapLink({ lat: 38.7, lng: -9.1 })).toBe(
      'https://www.openstreetmap.org/?mlat=38.7&mlon=-9.1#map=17/38.7/-9.1',
    );
  });
});
