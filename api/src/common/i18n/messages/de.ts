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

  'mail.booking.heldSubject':
    'Bitte bestätigen Sie Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference}',
  'mail.booking.confirmedSubject':
    'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference}',
  'mail.booking.thanks': 'Vielen Dank für Ihre Buchung. Ihre Buchungsnummer lautet {reference}.',
  'mail.booking.confirmWithin':
    'Bitte bestätigen Sie innerhalb von {minutes}, sonst wird die Buchung freigegeben:',
  'mail.booking.sameLink': 'Über denselben Link sehen Sie Ihre Buchung und können sie stornieren.',
  'mail.booking.confirmed':
    'Ihre Buchung ist bestätigt. Um sie anzusehen oder zu stornieren, öffnen Sie:',

  'mail.booking.cancelledSubject':
    'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} ist storniert',
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
  'mail.rescheduled.link': 'Um Ihre Buchung anzusehen, zu verlegen oder zu stornieren, öffnen Sie:',
  'mail.changed.subject':
    'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} wurde geändert',
  'mail.changed.tour':
    'Ihre Tourbuchung {reference} wurde wie vereinbart geändert. Sie lautet jetzt:',
  'mail.changed.stay':
    'Ihre Aufenthaltsbuchung {reference} wurde wie vereinbart geändert. Sie lautet jetzt:',
  'mail.changed.link':
    'Um sie anzusehen oder zu stornieren, öffnen Sie (dies ist ab jetzt Ihr Buchungslink; der Link aus früheren E-Mails funktioniert nicht mehr):',
  'mail.expired.subject':
    'Ihre {kind, select, tour {Tourbuchung} other {Aufenthaltsbuchung}} {reference} wurde nicht bestätigt',
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

  // Errors and answers a visitor can meet: the API's English sentence, translated by the exceptions filter
  // and the answers' interceptor (error-messages.ts). `{x}` is a part of the sentence that varies.
  'error.invalidInput': 'Ungültige Eingabe',
  'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.databaseUnavailable': 'Die Datenbank ist nicht erreichbar.',
  'error.duplicate': 'Dieser Eintrag existiert bereits.',
  'error.bodyTooLarge': 'Der Inhalt der Anfrage ist zu groß.',
  'error.bodyNotJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'error.bodyUnreadable': 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
  'error.bodyTooDeep': 'Der Inhalt der Anfrage ist tiefer als {depth} Ebenen verschachtelt.',
  'error.invalidId': 'Ungültige ID',
  'error.invalidWhatId': 'Ungültige ID ({what})',
  'error.tooManyRequests':
    'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'error.tooManyAttempts':
    'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'error.logIn': 'Bitte melden Sie sich an, um fortzufahren.',
  'error.forbidden': 'Sie sind nicht berechtigt, diese Aktion auszuführen.',
  'error.accountChanged': 'Ihr Konto wurde geändert; bitte melden Sie sich erneut an',
  'error.passwordChanged': 'Ihr Passwort wurde geändert; bitte melden Sie sich erneut an',
  'error.fillAllFields': 'Bitte füllen Sie alle Felder aus',
  'error.usernameRequired': 'Der Benutzername ist erforderlich',
  'error.usernameTooLong': 'Der Benutzername darf höchstens 50 Zeichen lang sein',
  'error.usernameOneAlphabet':
    'Der Benutzername muss Buchstaben eines einzigen Alphabets verwenden',
  'error.emailRequired': 'Die E-Mail-Adresse ist erforderlich',
  'error.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'error.emailOneAlphabet':
    'Jeder Teil der E-Mail-Adresse muss Buchstaben eines einzigen Alphabets verwenden',
  'error.passwordRequired': 'Das Passwort ist erforderlich',
  'error.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'error.passwordTooLong': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'error.accountExists': 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
  'error.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch',
  'error.verifyFirst': 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  'error.noToken': 'Kein Token angegeben',
  'error.linkInvalid':
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'error.linkUsed':
    'Dieser Link wurde bereits verwendet oder ist abgelaufen. Bitte fordern Sie einen neuen an.',
  'error.nameRequired': 'Der Name ist erforderlich',
  'error.nameTooLong': 'Der Name darf höchstens {max} Zeichen lang sein',
  'error.nameOneLine': 'Der Name muss eine Zeile aus druckbaren Zeichen sein',
  'error.nameWithLink': 'Der Name darf keinen Link enthalten',
  'error.messageRequired': 'Die Nachricht ist erforderlich',
  'error.messageTooLong': 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  'error.location': "Der Ort muss ein Ortsname oder eine Position '{lat, lng}' sein",
  'error.phoneInvalid': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'error.requiredFields': 'Bitte füllen Sie alle Pflichtfelder aus',
  'error.validDate': 'Bitte geben Sie ein gültiges Datum ein',
  'error.validTime': 'Bitte geben Sie eine gültige Uhrzeit ein',
  'error.validCost': 'Bitte geben Sie einen gültigen Preis ein',
  'error.todayOrLater': 'Bitte wählen Sie heute oder ein späteres Datum',
  'error.withinHorizon': 'Bitte wählen Sie ein Datum innerhalb der nächsten 2 Jahre',
  'error.ticketsWhole': 'Die Anzahl der Tickets muss eine ganze Zahl sein',
  'error.ticketsCap': 'Sie können höchstens {max} Tickets auf einmal buchen',
  'error.categoryCap': 'Sie können höchstens {max} × {category} auf einmal buchen',
  'error.countWhole': 'Jede Anzahl muss eine ganze Zahl von mindestens 0 sein',
  'error.ticketsSumUnits': 'Die Tickets müssen die Summe der Einheiten sein',
  'error.noSeatTaken': 'Bitte buchen Sie mindestens eine Person, die einen Platz belegt',
  'error.onePricePerPerson':
    'Diese Tour hat einen Preis pro Person: Bitte Tickets angeben, keine Einheiten',
  'error.noExtras': 'Diese Tour bietet keine Zusatzleistungen an',
  'error.unknownExtra': 'Unbekannte Zusatzleistung: {key}',
  'error.unknownCategory': 'Unbekannte Preiskategorie: {category}',
  'error.priceChanged': 'Der Preis hat sich geändert. Bitte überprüfen Sie Ihre Buchung.',
  'error.notATourTime': 'Bitte wählen Sie eine der Tourzeiten',
  'error.noTourOnDate':
    'Diese Tour findet an diesem Datum nicht statt. Bitte wählen Sie ein anderes Datum.',
  'error.tourStarted': 'Dieser Tourtermin hat bereits begonnen',
  'error.tourTimeCancelled':
    'Dieser Tourtermin wurde abgesagt. Bitte wählen Sie einen anderen Termin.',
  'error.soldOut': 'Dieser Termin ist ausgebucht',
  'error.oneTicketLeft': 'Für diesen Termin ist nur noch 1 Ticket frei',
  'error.ticketsLeft': 'Für diesen Termin sind nur noch {left} Tickets frei',
  'error.busyTime':
    'Gerade buchen viele Besucher diesen Termin. Bitte versuchen Sie es gleich noch einmal.',
  'error.bookingTooLong': 'Die Buchung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  'error.bookingNotSaved':
    'Die Buchung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'error.unconfirmedTaken':
    'Die Tickets dieses Termins, die ohne Bestätigung reserviert werden können, sind vergeben. Melden Sie sich mit einem bestätigten Konto an, um ihn zu buchen.',
  'error.unconfirmedOneLeft':
    'Nur noch 1 Ticket dieses Termins kann ohne Bestätigung reserviert werden. Melden Sie sich mit einem bestätigten Konto an, um mehr zu buchen.',
  'error.unconfirmedLeft':
    'Nur noch {left} Tickets dieses Termins können ohne Bestätigung reserviert werden. Melden Sie sich mit einem bestätigten Konto an, um mehr zu buchen.',
  'error.tooManyUnconfirmed':
    'Sie haben zu viele unbestätigte Buchungen. Bitte bestätigen Sie sie über die E-Mail, die wir Ihnen gesendet haben, oder warten Sie, bis sie ablaufen.',
  'error.tooManyBookingMails':
    'Zu viele Buchungen für diese Adresse in dieser Stunde. Melden Sie sich mit einem bestätigten Konto an, um mehr zu buchen.',
  'error.guestsWhole': 'Die Anzahl der Gäste muss eine ganze Zahl sein',
  'error.guestsCap': 'Die Anzahl der Gäste darf {max} nicht überschreiten',
  'error.checkInFromToday': 'Bitte wählen Sie ein Anreisedatum ab heute',
  'error.checkOutAfterCheckIn': 'Die Abreise muss nach der Anreise liegen',
  'error.stayCap': 'Ein Aufenthalt kann höchstens {max} Nächte dauern',
  'error.datesTaken': 'Diese Daten sind für dieses Angebot nicht mehr verfügbar',
  'error.destinationNotFound': 'Reiseziel nicht gefunden',
  'error.offerNotFound': 'Angebot nicht gefunden',
  'error.tourNotFound': 'Die Tour existiert nicht',
  'error.offerMissing': 'Das Angebot existiert nicht',
  'error.cardTooSmall':
    'Diese Buchung kostet {left}, weniger als die kleinste Kartenzahlung von {least}.',
  'error.cardTooSmallPromo':
    'Mit diesem Aktionscode bleiben {left} zu zahlen, weniger als die kleinste Kartenzahlung von {least}. Bitte buchen Sie ohne den Code oder erweitern Sie Ihre Buchung.',
  'error.bookingNotFound': 'Buchung nicht gefunden',
  'error.bookingLinkInvalid': 'Dieser Buchungslink ist ungültig.',
  'error.bookingCancelled': 'Diese Buchung wurde storniert.',
  'error.holdExpired':
    'Diese Reservierung ist abgelaufen, und ihre Plätze wurden freigegeben. Bitte buchen Sie erneut.',
  'error.payFirst': 'Diese Buchung wird bestätigt, sobald die Zahlung eingegangen ist.',
  'error.nothingToPay': 'Für diese Buchung ist nichts mehr zu zahlen.',
  'error.paymentsOff': 'Kartenzahlungen sind auf dieser Website deaktiviert.',
  'error.bookingBusy':
    'Diese Buchung wird gerade von einer anderen Anfrage geändert. Bitte versuchen Sie es gleich noch einmal.',
  'error.bookingChanged': 'Diese Buchung wurde inzwischen geändert. Bitte laden Sie sie neu.',
  'error.cutoff1':
    'Buchungen können innerhalb von 1 Stunde vor Beginn nicht mehr storniert werden.',
  'error.cutoff':
    'Buchungen können innerhalb von {hours} Stunden vor Beginn nicht mehr storniert werden.',
  'error.tourWithdrawn':
    'Diese Tour wurde zurückgezogen und wird nicht mehr angeboten, daher kann diese Buchung weder bestätigt noch bezahlt werden.',
  'error.stayWithdrawn':
    'Dieser Aufenthalt wurde zurückgezogen und wird nicht mehr angeboten, daher kann diese Buchung weder bestätigt noch bezahlt werden.',
  'error.onlyToursMove':
    'Nur eine Tourbuchung kann auf ein anderes Datum oder eine andere Uhrzeit verlegt werden.',
  'error.chooseNewTime': 'Bitte wählen Sie ein neues Datum und eine neue Uhrzeit',
  'error.sameTime': 'Bitte wählen Sie ein anderes Datum oder eine andere Uhrzeit für die Buchung',
  'error.fromWaitlist':
    'Sie haben diese Plätze über die Warteliste gebucht: Stornieren Sie die Buchung stattdessen über ihre E-Mail.',
  'error.seatsAvailable': 'Es sind Plätze frei: Buchen Sie jetzt.',
  'error.waitlistLinkInvalid': 'Dieser Wartelisten-Link ist ungültig.',
  'error.entryNotFound': 'Wartelisteneintrag nicht gefunden',
  'error.entryLeft': 'Sie haben diese Warteliste verlassen, daher gilt das Angebot nicht mehr.',
  'error.entryNotInLine': 'Dieser Wartelisteneintrag steht nicht mehr an.',
  'error.offerClaimed':
    'Dieses Angebot wurde bereits angenommen: Siehe die Buchungs-E-Mail, die wir gesendet haben.',
  'error.offerGone':
    'Die Plätze dieses Angebots werden nicht mehr für Sie bereitgehalten. Bitte tragen Sie sich erneut in die Warteliste ein oder wählen Sie einen anderen Termin.',
  'error.offerLapsed':
    'Dieses Angebot ist abgelaufen, und die Plätze gingen an die nächste Person auf der Warteliste.',
  'error.tooManyWaitlists':
    'Sie stehen auf zu vielen Wartelisten gleichzeitig. Bitte verlassen Sie eine (der Link steht in ihrer E-Mail) oder warten Sie, bis eine vorbei ist.',
  'error.tooManyWaitlistMails':
    'Zu viele E-Mails an diese Adresse in dieser Stunde. Melden Sie sich mit einem bestätigten Konto an, um sich in weitere Wartelisten einzutragen.',
  'error.promoUnknown': 'Dieser Aktionscode existiert nicht',
  'error.promoInactive': 'Dieser Aktionscode ist nicht mehr aktiv',
  'error.promoNotYet': 'Dieser Aktionscode ist noch nicht gültig',
  'error.promoExpired': 'Dieser Aktionscode ist abgelaufen',
  'error.promoUsedUp': 'Dieser Aktionscode ist aufgebraucht',
  'error.promoUsedByEmail': 'Dieser Aktionscode wurde mit dieser E-Mail-Adresse bereits verwendet',
  'error.promoNotThisTour': 'Dieser Aktionscode gilt nicht für diese Tour',
  'error.promoNotThisStay': 'Dieser Aktionscode gilt nicht für diesen Aufenthalt',
  'error.promoMinimum': 'Dieser Aktionscode erfordert einen Bestellwert von mindestens {amount}',
  'error.giftCardUnknown': 'Dieser Gutschein existiert nicht',
  'error.giftCardExpired': 'Dieser Gutschein ist abgelaufen',
  'error.giftCardVoided': 'Dieser Gutschein ist nicht mehr gültig',
  'error.giftCardEmpty': 'Dieser Gutschein hat kein Guthaben mehr',
  'error.giftCardNotFound': 'Gutschein nicht gefunden',
  'error.giftCardsNeedPayments':
    'Gutscheine können auf dieser Website nicht gekauft werden: Kartenzahlungen sind deaktiviert. Bitte kontaktieren Sie uns stattdessen.',
  'error.giftCardAmount': 'Der Betrag muss zwischen {min} und {max} liegen',
  'error.giftCardDecimals': 'Der Betrag darf höchstens 2 Nachkommastellen haben',
  'error.giftCardMessageText': 'Die Nachricht muss Text sein',
  'error.giftCardMessageTooLong': 'Die Nachricht darf höchstens 500 Zeichen lang sein',
  'error.searchEmpty': 'Bitte geben Sie ein Reiseziel oder einen Preis für die Suche ein.',
  'error.searchText': 'Suchbegriffe müssen Text sein',
  'error.searchTooLong': 'Der Suchtext darf höchstens 100 Zeichen lang sein',
  'error.searchPrice': 'Der Preis muss ein Höchstwert wie 500 oder ein Bereich wie 100-500 sein',
  'error.priceRange': 'Der niedrigste Preis darf nicht über dem höchsten liegen',
  'error.streamsFull':
    'Live-Aktualisierungen sind gerade ausgelastet. Bitte laden Sie die Seite gleich neu.',
  'error.onlyImages': 'Nur Bilddateien sind erlaubt',
  'message.registered':
    'Registrierung erfolgreich! Bitte prüfen Sie Ihre E-Mails, um Ihre Adresse zu bestätigen.',
  'message.verified': 'E-Mail-Adresse erfolgreich bestätigt!',
  'message.resetSent':
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, wurde ein Link zum Zurücksetzen des Passworts gesendet.',
  'message.verificationResent':
    'Falls ein Konto mit dieser E-Mail-Adresse noch bestätigt werden muss, wurde ein neuer Bestätigungslink gesendet.',
  'message.passwordReset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  'message.contactSent': 'Nachricht erfolgreich gesendet!',
  'message.bookingSubmitted': 'Buchung erfolgreich übermittelt!',
  'message.bookingConfirmed': 'Ihre Buchung ist bestätigt.',
  'message.bookingCancelled': 'Ihre Buchung ist storniert.',
  'message.waitlistLeft': 'Sie haben die Warteliste verlassen.',
  'message.waitlistConfirmed': 'Ihr Platz auf der Warteliste ist bestätigt.',
  'message.blogAdded': 'Blogbeitrag erfolgreich hinzugefügt!',
  'message.blogUpdated': 'Blogbeitrag erfolgreich aktualisiert!',
  'message.blogDeleted': 'Blogbeitrag erfolgreich gelöscht!',
  'message.destinationAdded': 'Reiseziel erfolgreich hinzugefügt',
  'message.destinationUpdated': 'Reiseziel erfolgreich aktualisiert',
  'message.destinationDeleted': 'Reiseziel erfolgreich gelöscht',
  'message.hotelAdded': 'Hotel erfolgreich hinzugefügt!',
  'message.hotelUpdated': 'Hotel erfolgreich aktualisiert!',
  'message.hotelDeleted': 'Hotel erfolgreich gelöscht',
  'message.offerAdded': 'Angebot erfolgreich hinzugefügt!',
  'message.offerUpdated': 'Angebot erfolgreich aktualisiert!',
  'message.offerDeleted': 'Angebot erfolgreich gelöscht',
  'message.bookingDeleted': 'Buchung erfolgreich gelöscht',
  'message.guestLimitUpdated': 'Gästelimit erfolgreich aktualisiert!',
  'message.messageDeleted': 'Nachricht erfolgreich gelöscht',
  'message.promoAdded': 'Aktionscode erfolgreich hinzugefügt',
  'message.promoUpdated': 'Aktionscode erfolgreich aktualisiert',
  'message.roleUpdated': 'Rolle erfolgreich aktualisiert',
  'message.currenciesSaved': 'Währungen gespeichert',
};
