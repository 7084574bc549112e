import type { Catalogue } from '../translate';

/** German (formal "Sie"): the same keys as en.ts. */
export const de: Catalogue = {
  'unit.minutes': '{n, plural, one {# Minute} other {# Minuten}}',
  'unit.hours': '{n, plural, one {# Stunde} other {# Stunden}}',
  'unit.nights': '{n, plural, one {# Nacht} other {# Nächte}}',
  'unit.oneDay': '1 Tag',
  'time.zoned': '{time} Uhr ({zone})',
  'time.zone': 'Ortszeit {city}',

  'mail.hello': 'Guten Tag,',
  'mail.helloName': 'Guten Tag {name},',
  'mail.quoteReference': 'Bitte geben Sie bei Fragen zu dieser Buchung Ihre Buchungsnummer an.',
  'mail.reason': 'Grund: {reason}',
  'mail.ignore': 'Andernfalls können Sie diese E-Mail ignorieren.',
  'mail.chooseNewPassword': 'Neues Passwort wählen',

  'mail.verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'mail.verify.body':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen (24 Stunden gültig):',
  'mail.verify.label': 'E-Mail-Adresse bestätigen',
  'mail.exists.subject': 'Sie haben bereits ein Konto',
  'mail.exists.body':
    'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein Konto anzulegen, doch für diese Adresse besteht bereits eines.',
  'mail.exists.login': 'Falls Sie es waren, melden Sie sich an:',
  'mail.exists.loginLabel': 'Anmelden',
  'mail.exists.forgot': 'Passwort vergessen? Wählen Sie ein neues:',
  'mail.reset.subject': 'Setzen Sie Ihr Passwort zurück',
  'mail.reset.body':
    'Jemand hat darum gebeten, Ihr Passwort zurückzusetzen. Falls Sie es waren, öffnen Sie diesen Link (1 Stunde gültig):',
  'mail.attack.subject': 'Jemand versucht, sich bei Ihrem Konto anzumelden',
  'mail.attack.body':
    'In den letzten 15 Minuten hat jemand {failures} Mal versucht, sich mit einem falschen Passwort bei Ihrem Konto anzumelden.',
  'mail.attack.notLocked':
    'Ihr Konto ist nicht gesperrt: Sie können sich weiterhin mit Ihrem Passwort anmelden.',
  'mail.attack.notYou':
    'Falls Sie das nicht waren, wählen Sie ein neues Passwort, das Sie nirgendwo sonst verwenden:',

  'booking.line.tour': 'Tour: {title}',
  'booking.line.when': 'Wann: {date} um {time}',
  'booking.line.tickets': 'Tickets: {tickets}',
  'booking.line.ticketsWithExtras': 'Tickets: {tickets} (mit Zusatzangeboten)',
  'booking.line.total': 'Gesamt: {amount}',
  'booking.line.stay': 'Aufenthalt: {title}',
  'booking.line.stayWhen': 'Wann: {checkIn} bis {checkOut} ({nights}, {zone})',
  'booking.line.guests': 'Gäste: {guests}',
  'booking.line.stayTotal': 'Gesamt: {total} ({perPerson} pro Person)',
  'booking.line.toPay': 'Zu zahlen: {amount}',
  'booking.line.paidByCard': 'Mit Karte bezahlt: {amount}',
  'price.line': '  {name} x {count}: {amount}',
  'price.discount': '  Rabatt: -{amount}',
  'price.discountCode': '  Rabatt ({code}): -{amount}',
  'price.giftCard': '  Gutschein: -{amount}',
  'content.meetingPoint': 'Treffpunkt: {address}',
  'content.mapLabel': 'Treffpunkt auf der Karte öffnen',
  'content.duration': 'Dauer: {duration}',
  'content.languages': 'Sprachen: {items}',
  'content.included': 'Inbegriffen: {items}',
  'content.notIncluded': 'Nicht inbegriffen: {items}',
  'content.whatToBring': 'Bitte mitbringen: {items}',
  'content.accessibility': 'Barrierefreiheit: {text}',
  'content.cancellationPolicy': 'Stornierungsbedingungen: {text}',

  'mail.booking.heldSubject': 'Bitte bestätigen Sie Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference}',
  'mail.booking.confirmedSubject': 'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference}',
  'mail.booking.thanks': 'Vielen Dank für Ihre Buchung. Ihre Buchungsnummer lautet {reference}.',
  'mail.booking.confirmWithin':
    'Bitte bestätigen Sie innerhalb von {minutes}, sonst wird die Buchung freigegeben:',
  'mail.booking.sameLink':
    'Über denselben Link sehen Sie Ihre Buchung und können sie stornieren.',
  'mail.booking.confirmed':
    'Ihre Buchung ist bestätigt. Um sie anzusehen oder zu stornieren, öffnen Sie:',

  'mail.booking.cancelledSubject': 'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} ist storniert',
  'mail.booking.cancelledTour':
    'Ihre Tourbuchung {reference} ist storniert, und ihre Plätze sind wieder freigegeben.',
  'mail.booking.cancelledStay':
    'Ihre Aufenthaltsbuchung {reference} ist storniert, und ihre Nächte sind wieder freigegeben.',
  'mail.booking.refunding':
    'Wir erstatten {amount} auf Ihre Karte; Banken zeigen die Gutschrift meist innerhalb von 5 bis 10 Tagen an.',
  'mail.late.subject': 'Ihre Zahlung für {reference} wird erstattet',
  'mail.late.withdrawn':
    'Ihre Zahlung für die Buchung {reference} ist eingegangen, nachdem das Gebuchte zurückgezogen wurde: Es wird nicht mehr angeboten.',
  'mail.late.lapsed':
    'Ihre Zahlung für die Buchung {reference} ist nach Ablauf der Reservierung eingegangen, und die Plätze waren nicht mehr frei.',
  'mail.late.refunding':
    'Wir erstatten {amount} vollständig auf Ihre Karte; Banken zeigen die Gutschrift meist innerhalb von 5 bis 10 Tagen an.',
  'mail.late.bookAgain':
    'Bitte buchen Sie erneut: Wir bitten die Unannehmlichkeiten zu entschuldigen.',
  'mail.nothingCharged':
    'Dafür wurde nichts von Ihrer Karte abgebucht, es ist also nichts zu erstatten.',
  'mail.seeBooking': 'Um Ihre Buchung anzusehen, öffnen Sie:',
  'mail.seeOrCancel': 'Um Ihre Buchung anzusehen oder zu stornieren, öffnen Sie:',
  'mail.timeCancelled.subject': 'Ihre Tour am {date} um {time} ist abgesagt',
  'mail.timeCancelled.body':
    'Es tut uns leid: Wir mussten diesen Tourtermin absagen, daher ist Ihre Buchung {reference} storniert.',
  'mail.withdrawn.tour':
    'Es tut uns leid: Diese Tour wurde zurückgezogen und wird nicht mehr angeboten, daher ist Ihre Buchung {reference} storniert.',
  'mail.withdrawn.stay':
    'Es tut uns leid: Dieser Aufenthalt wurde zurückgezogen und wird nicht mehr angeboten, daher ist Ihre Buchung {reference} storniert.',
  'mail.moved.subject': 'Ihre Tour {reference} beginnt jetzt am {date} um {time}',
  'mail.moved.body':
    'Wir mussten den Tourtermin Ihrer Buchung {reference} von {fromDate} um {fromTime} auf {date} um {time} verlegen. Ihre Tickets gelten für den neuen Termin.',
  'mail.moved.cancel':
    'Falls Ihnen der neue Termin nicht passt, können Sie die Buchung über diesen Link stornieren (dies ist ab jetzt Ihr Buchungslink; der Link aus früheren E-Mails funktioniert nicht mehr):',
  'mail.reminder.subject': 'Erinnerung: Ihre Tour am {date} um {time}',
  'mail.reminder.body':
    'Eine Erinnerung an Ihre Tourbuchung {reference}: Sie beginnt am {date} um {time}.',
  'mail.stayReminder.subject': 'Erinnerung: Ihr Aufenthalt ab {checkIn}',
  'mail.stayReminder.body':
    'Eine Erinnerung an Ihre Aufenthaltsbuchung {reference}: Der Check-in ist am {checkIn} ({zone}).',
  'mail.rescheduled.subject': 'Ihre Tour {reference} ist auf {date} um {time} verlegt',
  'mail.rescheduled.body':
    'Wie gewünscht ist Ihre Buchung {reference} von {fromDate} um {fromTime} auf {date} um {time} verlegt. Ihre Tickets und der Gesamtbetrag bleiben unverändert; die Plätze des alten Termins wurden freigegeben.',
  'mail.rescheduled.newLink':
    'Um Ihre Buchung anzusehen, zu verlegen oder zu stornieren, öffnen Sie diesen Link (ab jetzt Ihr Buchungslink; der Link aus früheren E-Mails funktioniert nicht mehr):',
  'mail.rescheduled.link':
    'Um Ihre Buchung anzusehen, zu verlegen oder zu stornieren, öffnen Sie:',
  'mail.changed.subject': 'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} wurde geändert',
  'mail.changed.tour':
    'Ihre Tourbuchung {reference} wurde wie vereinbart geändert. Sie lautet jetzt:',
  'mail.changed.stay':
    'Ihre Aufenthaltsbuchung {reference} wurde wie vereinbart geändert. Sie lautet jetzt:',
  'mail.changed.link':
    'Um sie anzusehen oder zu stornieren, öffnen Sie (dies ist ab jetzt Ihr Buchungslink; der Link aus früheren E-Mails funktioniert nicht mehr):',
  'mail.expired.subject': 'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} wurde nicht bestätigt',
  'mail.expired.tour':
    'Ihre Tourbuchung {reference} wurde nicht rechtzeitig bestätigt. Sie ist daher abgelaufen, und ihre Plätze wurden freigegeben. Es wurde nichts abgebucht.',
  'mail.expired.stay':
    'Ihre Aufenthaltsbuchung {reference} wurde nicht rechtzeitig bestätigt. Sie ist daher abgelaufen, und ihre Nächte wurden freigegeben. Es wurde nichts abgebucht.',
  'mail.expired.again': 'Möchten Sie trotzdem reisen? Buchen Sie erneut:',
  'mail.expired.againLabel': 'Erneut buchen',

  'mail.waitlist.tickets': 'Tickets: {tickets}',
  'mail.waitlist.joinedSubject': 'Sie stehen auf der Warteliste für {title}',
  'mail.waitlist.position':
    'Sie sind Nummer {position} auf der Warteliste für diesen ausgebuchten Tourtermin.',
  'mail.waitlist.confirmFirst':
    'Bitte bestätigen Sie zuerst Ihren Platz: Bis dahin können wir Ihnen keine Plätze anbieten.',
  'mail.waitlist.toConfirm': 'Zum Bestätigen öffnen Sie:',
  'mail.waitlist.inOrder':
    'Sobald Plätze frei werden, bieten wir sie in der Reihenfolge der Anmeldung an und senden Ihnen einen Link, um sie zu buchen.',
  'mail.waitlist.toLeave': 'Um die Warteliste zu verlassen, öffnen Sie:',
  'mail.waitlist.offerSubject': 'Plätze frei für {title}: Sichern Sie sie sich',
  'mail.waitlist.holding':
    'Es sind Plätze frei geworden, und wir halten sie {minutes} lang für Sie bereit, bis {until}.',
  'mail.waitlist.toBook': 'Um sie zu buchen, öffnen Sie:',
  'mail.waitlist.letGo':
    'Werden sie bis dahin nicht gebucht, gehen sie an die nächste Person auf der Warteliste. Sie kommen nicht? Geben Sie sie jetzt frei:',
  'mail.waitlist.cancelledSubject': 'Der Tourtermin, auf den Sie gewartet haben, ist abgesagt',
  'mail.waitlist.cancelled':
    'Es tut uns leid: Wir mussten den Tourtermin absagen, für den Sie auf der Warteliste standen. Es werden dafür keine Plätze mehr frei, und Sie stehen nicht mehr auf der Warteliste.',
  'mail.waitlist.otherTimes': 'Andere Termine dieser Tour haben möglicherweise noch freie Plätze.',

  'mail.giftCard.subject': 'Ihr Gutschein über {amount}',
  'mail.giftCard.from': '{from} hat Ihnen einen Gutschein über {amount} geschenkt.',
  'mail.giftCard.here': 'Hier ist Ihr Gutschein über {amount}.',
  'mail.giftCard.code': 'Code: {code}',
  'mail.giftCard.validUntil': 'Gültig bis {date}.',
  'mail.giftCard.use1':
    'Geben Sie den Code im Buchungsformular einer beliebigen Tour oder eines Aufenthalts ein: Er bezahlt die ganze Buchung oder einen Teil davon,',
  'mail.giftCard.use2':
    'den Rest zahlen Sie mit Karte. Ein verbleibendes Guthaben bleibt für eine nächste Buchung auf dem Gutschein.',
};
