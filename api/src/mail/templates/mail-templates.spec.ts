import { resetPasswordMail, verifyEmailMail } from './account-mails';
import { stayCancellationMail, tourConfirmationMail } from './booking-mails';
import { composeMail, escapeHtml } from './layout';
import { waitlistJoinedMail } from './waitlist-mails';

const LINK = 'https://site.test/verify-email?token=a1&b=2';

describe('the mail layout', () => {
  it('writes each line as a paragraph of the HTML twin, escaped, blank lines as nothing', () => {
    const mail = composeMail('to@example.test', 'Hi', ['Hello <Ann> & "Bob",', '', 'Bye']);
    expect(mail.text).toBe('Hello <Ann> & "Bob",\n\nBye');
    expect(mail.html).toBe('<p>Hello &#60;Ann&#62; &#38; &#34;Bob&#34;,</p><p>Bye</p>');
  });

  it('links web addresses, and labels links that carry a label in the HTML mail only', () => {
    const mail = composeMail('to@example.test', 'Hi', [LINK, { link: LINK, label: 'Open' }]);
    expect(mail.text).toBe(`${LINK}\n${LINK}`);
    const escaped = escapeHtml(LINK);
    expect(mail.html).toBe(
      `<p><a href="${escaped}">${escaped}</a></p><p><a href="${escaped}">Open</a></p>`,
    );
  });
});

describe('the account mails', () => {
  const user = { email: 'ann@example.test', username: 'Ann <3' };

  it('keep their words', () => {
    expect(verifyEmailMail(user, LINK)).toMatchObject({
      to: 'ann@example.test',
      subject: 'Verify your email',
      text: `Hello,\n\nPlease verify your email address by opening this link (valid for 24 hours):\n${LINK}\n`,
    });
    expect(resetPasswordMail(user, LINK)).toMatchObject({
      subject: 'Reset your password',
      text: `Hello Ann <3,\n\nSomeone asked to reset your password. If it was you, open this link (valid for 1 hour):\n${LINK}\n\nOtherwise you can ignore this mail.\n`,
    });
    expect(resetPasswordMail(user, LINK).html).toContain('<p>Hello Ann &#60;3,</p>');
    expect(resetPasswordMail(user, LINK).html).toContain('>Choose a new password</a>');
  });
});

describe('the booking mails', () => {
  const tour = {
    name: 'Ann',
    email: 'ann@example.test',
    reference: 'TB-7K3Q9X',
    destinationTitle: 'Lisbon',
    date: '2026-12-24',
    time: '09:30',
    timeZone: 'Europe/Lisbon',
    tickets: 2,
    extras: true,
    cost: 250,
  };

  it('tell a held tour booking to confirm, with the total in dollars', () => {
    const mail = tourConfirmationMail(tour, {
      status: 'held',
      link: 'https://site.test/booking/manage?ref=TB-7K3Q9X&token=t',
      holdMinutes: 1,
    });
    expect(mail.subject).toBe('Please confirm your tour booking TB-7K3Q9X');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you for your booking. Your reference is TB-7K3Q9X.',
        '',
        'Tour: Lisbon',
        'When: 2026-12-24 at 09:30 Lisbon time',
        'Tickets: 2 (with extra offers)',
        'Total: $250.00',
        '',
        'Confirm within 1 minute or it will be released:',
        'https://site.test/booking/manage?ref=TB-7K3Q9X&token=t',
        'The same link shows your booking and lets you cancel it.',
        '',
        'Please quote your reference in any question about this booking.',
      ].join('\n'),
    );
  });

  it('greet by name only a booking confirmed at once, never an unproven address', () => {
    const booking = { ...tour, tickets: 1, extras: false, cost: 10 };
    const link = 'https://site.test/booking/manage?ref=TB-7K3Q9X&token=t';
    const confirmed = tourConfirmationMail(booking, { status: 'confirmed', link, holdMinutes: 30 });
    expect(confirmed.text.startsWith('Hello Ann,\n')).toBe(true);
    const held = tourConfirmationMail(booking, { status: 'held', link, holdMinutes: 30 });
    expect(held.text).not.toContain('Ann');
    expect(held.html).not.toContain('Ann');
  });

  it('say a cancelled stay released its nights', () => {
    const mail = stayCancellationMail({
      name: 'Ann',
      email: 'ann@example.test',
      reference: 'ST-7K3Q9X',
      offerTitle: 'Sea view',
      checkIn: '2026-12-24',
      checkOut: '2026-12-25',
      nights: 1,
      guests: 3,
      totalCost: 100,
      costPerPerson: 33.33,
    });
    expect(mail.subject).toBe('Your stay booking ST-7K3Q9X is cancelled');
    expect(mail.text).toContain(
      'Your stay booking ST-7K3Q9X is cancelled and its nights are released.',
    );
    // A stay booked before time zones: its dates were UTC.
    expect(mail.text).toContain('When: 2026-12-24 to 2026-12-25 (1 night, UTC)');
    expect(mail.text).toContain('Total: $100.00 ($33.33 per person)');
  });
});

describe('the waitlist mails', () => {
  const entry = {
    email: 'ada@example.com',
    destinationTitle: 'Lisbon by tram',
    date: '2026-12-24',
    time: '09:30',
    tickets: 2,
  };

  it("name the time on the tour's clock, and UTC for entries from before time zones", () => {
    const link = 'https://example.com/waitlist/leave?destination=d&token=t';
    expect(waitlistJoinedMail({ ...entry, timeZone: 'Europe/Lisbon' }, 1, link).text).toContain(
      'When: 2026-12-24 at 09:30 Lisbon time',
    );
    expect(waitlistJoinedMail(entry, 1, link).text).toContain('When: 2026-12-24 at 09:30 UTC');
  });
});
