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
  'mail.reminder.body':
    'A reminder of your tour booking {reference}: it starts on {date} at {time}.',
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
  'mail.waitlist.position':
    'You are number {position} on the waitlist for this sold-out tour time.',
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
  'mail.giftCard.use2':
    'with the rest paid by card. What is left stays on the card for a next booking.',

  // Errors and answers a visitor can meet: the API's English sentence, translated by the exceptions filter
  // and the answers' interceptor (error-messages.ts). `{x}` is a part of the sentence that varies.
  'error.invalidInput': 'Invalid input',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.databaseUnavailable': 'The database is unavailable.',
  'error.duplicate': 'This record already exists.',
  'error.bodyTooLarge': 'The request body is too large.',
  'error.bodyNotJson': 'The request body is not valid JSON.',
  'error.bodyUnreadable': 'The request body could not be read.',
  'error.bodyTooDeep': 'The request body nests deeper than {depth} levels.',
  'error.invalidId': 'Invalid id',
  'error.invalidWhatId': 'Invalid {what} id',
  'error.tooManyRequests': 'Too many requests. Please wait a minute and try again.',
  'error.tooManyAttempts': 'Too many attempts. Please wait a minute and try again.',
  'error.logIn': 'Please log in to continue.',
  'error.forbidden': 'You do not have permission to perform this action.',
  'error.accountChanged': 'Your account was changed; please sign in again',
  'error.passwordChanged': 'Your password was changed; please sign in again',
  'error.fillAllFields': 'Please fill in all fields',
  'error.usernameRequired': 'Username is required',
  'error.usernameTooLong': 'Username must be at most 50 characters long',
  'error.usernameOneAlphabet': 'Username must use letters of one alphabet',
  'error.emailRequired': 'Email is required',
  'error.emailInvalid': 'Please enter a valid email address',
  'error.emailOneAlphabet': 'Each part of the email address must use letters of one alphabet',
  'error.passwordRequired': 'Password is required',
  'error.passwordTooShort': 'Password must be at least 6 characters long',
  'error.passwordTooLong': 'Password must be at most 128 characters long',
  'error.accountExists': 'An account with this email already exists.',
  'error.invalidCredentials': 'Invalid email or password',
  'error.verifyFirst': 'Please verify your email before logging in.',
  'error.noToken': 'No token provided',
  'error.linkInvalid': 'This link is invalid or has expired. Please request a new one.',
  'error.linkUsed': 'This link was already used or has expired. Please request a new one.',
  'error.nameRequired': 'Name is required',
  'error.nameTooLong': 'Name must be at most {max} characters long',
  'error.nameOneLine': 'Name must be one line of printable characters',
  'error.nameWithLink': 'Name must not contain a link',
  'error.messageRequired': 'Message is required',
  'error.messageTooLong': 'Message must be at most 5000 characters long',
  'error.location': "Location must be a place name or a '{lat, lng}' position",
  'error.phoneInvalid': 'Please enter a valid phone number',
  'error.requiredFields': 'Please fill in all required fields',
  'error.validDate': 'Please enter a valid date',
  'error.validTime': 'Please enter a valid time',
  'error.validCost': 'Please enter a valid cost',
  'error.todayOrLater': 'Please choose today or a later date',
  'error.withinHorizon': 'Please choose a date within the next 2 years',
  'error.ticketsWhole': 'Tickets must be a whole number',
  'error.ticketsCap': 'You can book at most {max} tickets at once',
  'error.categoryCap': 'You can book at most {max} of {category} at once',
  'error.countWhole': 'Each count must be a whole number of at least 0',
  'error.ticketsSumUnits': 'tickets must be the sum of the units',
  'error.noSeatTaken': 'Please book at least one person who takes a seat',
  'error.onePricePerPerson': 'This tour has one price per person: send tickets, not units',
  'error.noExtras': 'This tour offers no extras',
  'error.unknownExtra': 'Unknown extra: {key}',
  'error.unknownCategory': 'Unknown price category: {category}',
  'error.priceChanged': 'The price has changed. Please review your booking.',
  'error.notATourTime': 'Please choose one of the tour times',
  'error.noTourOnDate': 'This tour does not run on this date. Please choose another date.',
  'error.tourStarted': 'This tour time has already started',
  'error.tourTimeCancelled': 'This tour time was cancelled. Please choose another time.',
  'error.soldOut': 'This time is sold out',
  'error.oneTicketLeft': 'Only 1 ticket left for this time',
  'error.ticketsLeft': 'Only {left} tickets left for this time',
  'error.busyTime': 'Many visitors are booking this time right now. Please try again in a moment.',
  'error.bookingTooLong': 'The booking took too long. Please try again.',
  'error.bookingNotSaved': 'The booking could not be saved. Please try again.',
  'error.unconfirmedTaken':
    'The tickets of this time that can be held without confirmation are taken. Sign in with a verified account to book it.',
  'error.unconfirmedOneLeft':
    'Only 1 more ticket of this time can be held without confirmation. Sign in with a verified account to book more.',
  'error.unconfirmedLeft':
    'Only {left} more tickets of this time can be held without confirmation. Sign in with a verified account to book more.',
  'error.tooManyUnconfirmed':
    'You have too many unconfirmed bookings. Please confirm them from the email we sent, or wait until they expire.',
  'error.tooManyBookingMails':
    'Too many bookings for this address this hour. Sign in with a verified account to book more.',
  'error.guestsWhole': 'Number of guests must be a whole number',
  'error.guestsCap': 'Number of guests cannot exceed {max}',
  'error.checkInFromToday': 'Please choose a check-in date from today on',
  'error.checkOutAfterCheckIn': 'Check-out must be after check-in',
  'error.stayCap': 'A stay can last at most {max} nights',
  'error.datesTaken': 'These dates are no longer available for this offer',
  'error.destinationNotFound': 'Destination not found',
  'error.offerNotFound': 'Offer not found',
  'error.tourNotFound': 'The tour does not exist',
  'error.offerMissing': 'The offer does not exist',
  'error.cardTooSmall':
    'This booking costs {left}, less than the smallest card payment of {least}.',
  'error.cardTooSmallPromo':
    'With this promo code {left} is left to pay, less than the smallest card payment of {least}. Please book without the code, or add to your booking.',
  'error.bookingNotFound': 'Booking not found',
  'error.bookingLinkInvalid': 'This booking link is not valid.',
  'error.bookingCancelled': 'This booking was cancelled.',
  'error.holdExpired': 'This hold has expired and its places were released. Please book again.',
  'error.payFirst': 'This booking is confirmed once its payment arrives.',
  'error.nothingToPay': 'This booking has nothing left to pay.',
  'error.paymentsOff': 'Card payments are off on this site.',
  'error.bookingBusy':
    'This booking is being changed by another request. Please try again in a moment.',
  'error.bookingChanged': 'This booking changed meanwhile. Please reload it.',
  'error.cutoff1': 'Bookings can no longer be cancelled within 1 hour of the start.',
  'error.cutoff': 'Bookings can no longer be cancelled within {hours} hours of the start.',
  'error.tourWithdrawn':
    'This tour was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.',
  'error.stayWithdrawn':
    'This stay was withdrawn and is no longer offered, so this booking cannot be confirmed or paid for.',
  'error.onlyToursMove': 'Only a tour booking can be moved to another date or time.',
  'error.chooseNewTime': 'Please choose a new date and time',
  'error.sameTime': 'Please choose another date or time to move the booking to',
  'error.fromWaitlist':
    'You booked these seats from the waitlist: cancel the booking from its mail instead.',
  'error.seatsAvailable': 'Seats are available: book now.',
  'error.waitlistLinkInvalid': 'This waitlist link is not valid.',
  'error.entryNotFound': 'Waitlist entry not found',
  'error.entryLeft': 'You left this waitlist, so its offer no longer stands.',
  'error.entryNotInLine': 'This waitlist entry is no longer in line.',
  'error.offerClaimed': 'This offer was already claimed: see the booking mail we sent.',
  'error.offerGone':
    'The seats of this offer are no longer held. Please join the waitlist again or choose another time.',
  'error.offerLapsed':
    'This offer has lapsed and its seats went to the next person on the waitlist.',
  'error.tooManyWaitlists':
    'You are on too many waitlists at once. Please leave one (its mail has the link) or wait until one is over.',
  'error.tooManyWaitlistMails':
    'Too many mails to this address this hour. Sign in with a verified account to join more waitlists.',
  'error.promoUnknown': 'This promo code does not exist',
  'error.promoInactive': 'This promo code is no longer active',
  'error.promoNotYet': 'This promo code is not valid yet',
  'error.promoExpired': 'This promo code has expired',
  'error.promoUsedUp': 'This promo code has been used up',
  'error.promoUsedByEmail': 'This promo code was already used with this email address',
  'error.promoNotThisTour': 'This promo code does not apply to this tour',
  'error.promoNotThisStay': 'This promo code does not apply to this stay',
  'error.promoMinimum': 'This promo code needs an order of at least {amount}',
  'error.giftCardUnknown': 'This gift card does not exist',
  'error.giftCardExpired': 'This gift card has expired',
  'error.giftCardVoided': 'This gift card is no longer valid',
  'error.giftCardEmpty': 'This gift card has no balance left',
  'error.giftCardNotFound': 'Gift card not found',
  'error.giftCardsNeedPayments':
    'Gift cards cannot be bought on this site: card payments are off. Please contact us instead.',
  'error.giftCardAmount': 'The amount must be from {min} to {max}',
  'error.giftCardDecimals': 'The amount must have at most 2 decimals',
  'error.giftCardMessageText': 'The message must be text',
  'error.giftCardMessageTooLong': 'The message must be at most 500 characters',
  'error.searchEmpty': 'Please enter a destination or price to search.',
  'error.searchText': 'Search terms must be text',
  'error.searchTooLong': 'The search text must be at most 100 characters',
  'error.searchPrice': 'Price must be a maximum such as 500 or a range such as 100-500',
  'error.priceRange': 'The lowest price must not be above the highest',
  'error.streamsFull': 'Live updates are busy right now. Please reload the page in a moment.',
  'error.onlyImages': 'Only image files are allowed',
  'message.registered': 'Registration successful! Please check your email to verify.',
  'message.verified': 'Email verified successfully!',
  'message.resetSent': 'If an account exists for this email, a password reset link has been sent.',
  'message.verificationResent':
    'If an account for this email still needs verifying, a new verification link has been sent.',
  'message.passwordReset': 'Your password has been reset. You can now log in.',
  'message.contactSent': 'Message sent successfully!',
  'message.bookingSubmitted': 'Booking submitted successfully!',
  'message.bookingConfirmed': 'Your booking is confirmed.',
  'message.bookingCancelled': 'Your booking is cancelled.',
  'message.waitlistLeft': 'You have left the waitlist.',
  'message.waitlistConfirmed': 'Your place on the waitlist is confirmed.',
  'message.blogAdded': 'Blog post added successfully!',
  'message.blogUpdated': 'Blog post updated successfully!',
  'message.blogDeleted': 'Blog post deleted successfully!',
  'message.destinationAdded': 'Destination added successfully',
  'message.destinationUpdated': 'Destination updated successfully',
  'message.destinationDeleted': 'Destination deleted successfully',
  'message.hotelAdded': 'Hotel added successfully!',
  'message.hotelUpdated': 'Hotel updated successfully!',
  'message.hotelDeleted': 'Hotel deleted successfully',
  'message.offerAdded': 'Offer added successfully!',
  'message.offerUpdated': 'Offer updated successfully!',
  'message.offerDeleted': 'Offer deleted successfully',
  'message.bookingDeleted': 'Booking deleted successfully',
  'message.guestLimitUpdated': 'Guest limit updated successfully!',
  'message.messageDeleted': 'Message deleted successfully',
  'message.promoAdded': 'Promo code added successfully',
  'message.promoUpdated': 'Promo code updated successfully',
  'message.roleUpdated': 'Role updated successfully',
  'message.currenciesSaved': 'Currencies saved',
} as const;
