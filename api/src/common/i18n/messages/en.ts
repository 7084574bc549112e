/**
 * The API's English texts: the mails and the messages a visitor can meet. ICU MessageFormat
 * (intl-messageformat): `{name}` is a value, `{n, plural, one {...} other {...}}` a plural. Every other
 * language's catalogue has exactly these keys (messages.spec.ts). The English is the spec's: keep it exact.
 */
export const en = {
  // Units and the pieces of lines
  'unit.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'unit.hours': '{n, plural, one {# hour} other {# hours}}',
  'unit.nights': '{n, plural, one {# night} other {# nights}}',
  'unit.oneDay': '1 day',
  'time.zoned': '{time} {zone}',
  'time.zone': '{city} time',

  // Every mail
  'mail.hello': 'Hello,',
  'mail.helloName': 'Hello {name},',
  'mail.quoteReference': 'Please quote your reference in any question about this booking.',
  'mail.reason': 'Reason: {reason}',
  'mail.ignore': 'Otherwise you can ignore this mail.',
  'mail.chooseNewPassword': 'Choose a new password',

  // Account mails
  'mail.verify.subject': 'Verify your email',
  'mail.verify.body': 'Please verify your email address by opening this link (valid for 24 hours):',
  'mail.verify.label': 'Verify my email',
  'mail.exists.subject': 'You already have an account',
  'mail.exists.body':
    'Someone tried to create an account with your email address, which already has one.',
  'mail.exists.login': 'If it was you, log in:',
  'mail.exists.loginLabel': 'Log in',
  'mail.exists.forgot': 'Forgot your password? Choose a new one:',
  'mail.reset.subject': 'Reset your password',
  'mail.reset.body':
    'Someone asked to reset your password. If it was you, open this link (valid for 1 hour):',
  'mail.attack.subject': 'Someone is trying to sign in to your account',
  'mail.attack.body':
    'Someone has tried to sign in to your account with a wrong password {failures} times in the last 15 minutes.',
  'mail.attack.notLocked': 'Your account is not locked: you can still sign in with your password.',
  'mail.attack.notYou': 'If this was not you, choose a new password that you use nowhere else:',

  // Booking mails: what a booking is
  'booking.line.tour': 'Tour: {title}',
  'booking.line.when': 'When: {date} at {time}',
  'booking.line.tickets': 'Tickets: {tickets}',
  'booking.line.ticketsWithExtras': 'Tickets: {tickets} (with extra offers)',
  'booking.line.total': 'Total: {amount}',
  'booking.line.stay': 'Stay: {title}',
  'booking.line.stayWhen': 'When: {checkIn} to {checkOut} ({nights}, {zone})',
  'booking.line.guests': 'Guests: {guests}',
  'booking.line.stayTotal': 'Total: {total} ({perPerson} per person)',
  'booking.line.toPay': 'To pay: {amount}',
  'booking.line.paidByCard': 'Paid by card: {amount}',
  'price.line': '  {name} x {count}: {amount}',
  'price.discount': '  Discount: -{amount}',
  'price.discountCode': '  Discount ({code}): -{amount}',
  'price.giftCard': '  Gift card: -{amount}',
  'content.meetingPoint': 'Meeting point: {address}',
  'content.mapLabel': 'Open the meeting point on a map',
  'content.duration': 'Duration: {duration}',
  'content.languages': 'Languages: {items}',
  'content.included': 'Included: {items}',
  'content.notIncluded': 'Not included: {items}',
  'content.whatToBring': 'What to bring: {items}',
  'content.accessibility': 'Accessibility: {text}',
  'content.cancellationPolicy': 'Cancellation policy: {text}',

  // Booking mails: held and confirmed
  'mail.booking.heldSubject': 'Please confirm your {kind} booking {reference}',
  'mail.booking.confirmedSubject': 'Your {kind} booking {reference}',
  'mail.booking.thanks': 'Thank you for your booking. Your reference is {reference}.',
  'mail.booking.confirmWithin': 'Confirm within {minutes} or it will be released:',
  'mail.booking.sameLink': 'The same link shows your booking and lets you cancel it.',
  'mail.booking.confirmed': 'Your booking is confirmed. To see or cancel it, open:',

  // Cancelled, refunded, expired, changed
  'mail.booking.cancelledSubject': 'Your {kind} booking {reference} is cancelled',
  'mail.booking.cancelledTour':
    'Your tour booking {reference} is cancelled and its seats are released.',
  'mail.booking.cancelledStay':
    'Your stay booking {reference} is cancelled and its nights are released.',
  'mail.booking.refunding':
    'We are refunding {amount} to your card; banks usually show it within 5 to 10 days.',
  'mail.late.subject': 'Your payment for {reference} is refunded',
  'mail.late.withdrawn':
    'Your payment for booking {reference} arrived after what it was for was withdrawn: it is no longer offered.',
  'mail.late.lapsed':
    'Your payment for booking {reference} arrived after its hold had ended, and its places were no longer free.',
  'mail.late.refunding':
    'We are refunding {amount} to your card in full; banks usually show it within 5 to 10 days.',
  'mail.late.bookAgain': 'Please book again: we are sorry for the trouble.',
  'mail.nothingCharged': 'Nothing was charged by card for it, so nothing is due.',
  'mail.seeBooking': 'To see your booking, open:',
  'mail.seeOrCancel': 'To see or cancel your booking, open:',
  'mail.timeCancelled.subject': 'Your tour on {date} at {time} is cancelled',
  'mail.timeCancelled.body':
    'We are sorry: we had to cancel this tour time, so your booking {reference} is cancelled.',
  'mail.withdrawn.tour':
    'We are sorry: this tour was withdrawn and is no longer offered, so your booking {reference} is cancelled.',
  'mail.withdrawn.stay':
    'We are sorry: this stay was withdrawn and is no longer offered, so your booking {reference} is cancelled.',
  'mail.moved.subject': 'Your tour {reference} now starts on {date} at {time}',
  'mail.moved.body':
    'We had to move the tour time of your booking {reference} from {fromDate} at {fromTime} to {date} at {time}. Your tickets are kept for the new time.',
  'mail.moved.cancel':
    'Should the new time not suit you, you can cancel the booking from this link (this is your booking link from now on; the one in earlier mails no longer works):',
  'mail.reminder.subject': 'Reminder: your tour on {date} at {time}',
  'mail.reminder.body': 'A reminder of your tour booking {reference}: it starts on {date} at {time}.',
  'mail.stayReminder.subject': 'Reminder: your stay from {checkIn}',
  'mail.stayReminder.body':
    'A reminder of your stay booking {reference}: check-in is on {checkIn} ({zone}).',
  'mail.rescheduled.subject': 'Your tour {reference} is moved to {date} at {time}',
  'mail.rescheduled.body':
    'As you asked, your booking {reference} is moved from {fromDate} at {fromTime} to {date} at {time}. Your tickets and total are unchanged; the seats of the old time were released.',
  'mail.rescheduled.newLink':
    'To see, move or cancel your booking, open this link (your booking link from now on; the one in earlier mails no longer works):',
  'mail.rescheduled.link': 'To see, move or cancel your booking, open:',
  'mail.changed.subject': 'Your {kind} booking {reference} was changed',
  'mail.changed.tour': 'Your tour booking {reference} was changed as agreed. It now reads:',
  'mail.changed.stay': 'Your stay booking {reference} was changed as agreed. It now reads:',
  'mail.changed.link':
    'To see or cancel it, open (this is your booking link from now on; the one in earlier mails no longer works):',
  'mail.expired.subject': 'Your {kind} booking {reference} was not confirmed',
  'mail.expired.tour':
    'Your tour booking {reference} was not confirmed in time, so it has expired and its seats were released. Nothing was charged.',
  'mail.expired.stay':
    'Your stay booking {reference} was not confirmed in time, so it has expired and its nights were released. Nothing was charged.',
  'mail.expired.again': 'Still want to go? Book again:',
  'mail.expired.againLabel': 'Book again',

  // Waitlist mails
  'mail.waitlist.tickets': 'Tickets: {tickets}',
  'mail.waitlist.joinedSubject': 'You are on the waitlist for {title}',
  'mail.waitlist.position': 'You are number {position} on the waitlist for this sold-out tour time.',
  'mail.waitlist.confirmFirst':
    'Please confirm your place first: until you do, no seats can be offered to you.',
  'mail.waitlist.toConfirm': 'To confirm it, open:',
  'mail.waitlist.inOrder':
    'When seats free up, we offer them in the order people joined, and mail you a link to claim them.',
  'mail.waitlist.toLeave': 'To leave the waitlist, open:',
  'mail.waitlist.offerSubject': 'Seats are free for {title}: claim them',
  'mail.waitlist.holding':
    'Seats freed up and we are holding them for you for {minutes}, until {until}.',
  'mail.waitlist.toBook': 'To book them, open:',
  'mail.waitlist.letGo':
    'Unclaimed by then, they go to the next person on the waitlist. Not going? Let them go now:',
  'mail.waitlist.cancelledSubject': 'The tour time you waited for is cancelled',
  'mail.waitlist.cancelled':
    'We are sorry: we had to cancel the tour time you were on the waitlist for, so no seats will free up for it and you are off its waitlist.',
  'mail.waitlist.otherTimes': 'Other dates and times of this tour may still have seats.',

  // Gift card mail
  'mail.giftCard.subject': 'Your gift card of {amount}',
  'mail.giftCard.from': '{from} sent you a gift card of {amount}.',
  'mail.giftCard.here': 'Here is your gift card of {amount}.',
  'mail.giftCard.code': 'Code: {code}',
  'mail.giftCard.validUntil': 'Valid until {date}.',
  'mail.giftCard.use1':
    'Enter the code in the booking form of any tour or stay: it pays all of the booking, or part of it',
  'mail.giftCard.use2': 'with the rest paid by card. What is left stays on the card for a next booking.',
} as const;
