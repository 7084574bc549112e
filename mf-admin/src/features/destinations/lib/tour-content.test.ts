import { fieldErrorsOf, formCheck } from '@travel/shell/forms';
import {
  contentErrors,
  contentFormFields,
  contentValues,
  DURATION_MESSAGE,
  PIN_MESSAGE,
  REMINDER_HOURS_MESSAGE,
  type TourContentValues,
} from './tour-content';

const empty = contentValues(null);
const errorsOf = (values: Partial<TourContentValues>) =>
  fieldErrorsOf(formCheck(...contentErrors({ ...empty, ...values })));

describe('tour content of the destination form', () => {
  it('reads a stored tour into the inputs, and the inputs back into the multipart fields', () => {
    const values = contentValues({
      meetingPoint: { address: 'Praça do Comércio', lat: 38.7075, lng: -9.1364 },
      durationMinutes: 210,
      included: ['Guide', 'Pastel de nata'],
      notIncluded: [],
      whatToBring: ['Shoes'],
      accessibilityNotes: 'Steps',
      languages: ['English', 'Portuguese'],
      cancellationPolicy: null,
      reminderHours: 12,
    });
    expect(values).toMatchObject({
      meetingPointAddress: 'Praça do Comércio',
      meetingPointLat: '38.7075',
      durationHours: '3',
      durationMins: '30',
      included: 'Guide\nPastel de nata',
      languages: 'English, Portuguese',
      reminderHours: '12',
    });
    expect(contentFormFields(values)).toEqual({
      meetingPoint: '{"address":"Praça do Comércio","lat":38.7075,"lng":-9.1364}',
      durationMinutes: '210',
      included: '["Guide","Pastel de nata"]',
      notIncluded: '[]',
      whatToBring: '["Shoes"]',
      accessibilityNotes: 'Steps',
      languages: '["English","Portuguese"]',
      cancellationPolicy: '',
      reminderHours: '12',
    });
  });

  it('sends every field blank or empty for a tour without content, reminders at 24 hours', () => {
    expect(errorsOf({})).toEqual([]);
    expect(contentFormFields(empty)).toMatchObject({
      meetingPoint: '',
      durationMinutes: '',
      included: '[]',
      reminderHours: '24',
    });
  });

  it('refuses a half pin, a pin without address, a bad duration and reminder hours out of range', () => {
    expect(errorsOf({ meetingPointAddress: 'A', meetingPointLat: '10' })).toEqual([
      { field: 'meetingPointLat', message: PIN_MESSAGE },
    ]);
    expect(errorsOf({ meetingPointLat: '10', meetingPointLng: '20' })).toEqual([
      {
        field: 'meetingPointAddress',
        message: 'Meeting point address is required with a map pin',
      },
    ]);
    expect(errorsOf({ durationHours: '0', durationMins: '0' })).toEqual([
      { field: 'durationHours', message: DURATION_MESSAGE },
    ]);
    expect(errorsOf({ durationMins: '75' })).toEqual([
      { field: 'durationHours', message: DURATION_MESSAGE },
    ]);
    expect(errorsOf({ reminderHours: '169' })).toEqual([
      { field: 'reminderHours', message: REMINDER_HOURS_MESSAGE },
    ]);
    expect(
      errorsOf({ included: Array.from({ length: 31 }, (_, i) => `i${i}`).join('\n') }),
    ).toEqual([{ field: 'included', message: 'Included may have at most 30 items' }]);
  });
});
