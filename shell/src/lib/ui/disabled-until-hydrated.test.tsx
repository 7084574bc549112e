import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DisabledUntilHydrated } from './disabled-until-hydrated';

describe('DisabledUntilHydrated', () => {
  const form = (
    <DisabledUntilHydrated legend="Booking">
      <form aria-label="Book">
        <input aria-label="Name" />
        <button type="submit">Send</button>
      </form>
    </DisabledUntilHydrated>
  );

  it('sends server HTML whose fields cannot be used before the code runs', () => {
    const html = renderToString(form);
    expect(html).toMatch(/^<fieldset class="sh-until-hydrated" disabled="">/);
    expect(html).toContain('<legend class="sh-visually-hidden">Booking</legend>');
  });

  it('leaves the fields usable once rendered in the browser', () => {
    render(form);
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
