import type { Catalogue } from '../translate';

/** Spanish (formal "usted"): the same keys as en.ts. */
export const es: Catalogue = {
  'unit.minutes': '{n, plural, one {# minuto} other {# minutos}}',
  'unit.hours': '{n, plural, one {# hora} other {# horas}}',
  'unit.nights': '{n, plural, one {# noche} other {# noches}}',
  'unit.oneDay': '1 día',
  'time.zoned': '{time} ({zone})',
  'time.zone': 'hora de {city}',

  'mail.hello': 'Hola:',
  'mail.helloName': 'Hola, {name}:',
  'mail.quoteReference': 'Indique su referencia en cualquier consulta sobre esta reserva.',
  'mail.reason': 'Motivo: {reason}',
  'mail.ignore': 'En caso contrario, puede ignorar este correo.',
  'mail.chooseNewPassword': 'Elegir una contraseña nueva',

  'mail.verify.subject': 'Verifique su correo electrónico',
  'mail.verify.body':
    'Verifique su dirección de correo electrónico abriendo este enlace (válido durante 24 horas):',
  'mail.verify.label': 'Verificar mi correo electrónico',
  'mail.exists.subject': 'Ya tiene una cuenta',
  'mail.exists.body':
    'Alguien ha intentado crear una cuenta con su dirección de correo electrónico, que ya tiene una.',
  'mail.exists.login': 'Si ha sido usted, inicie sesión:',
  'mail.exists.loginLabel': 'Iniciar sesión',
  'mail.exists.forgot': '¿Ha olvidado su contraseña? Elija una nueva:',
  'mail.reset.subject': 'Restablezca su contraseña',
  'mail.reset.body':
    'Alguien ha pedido restablecer su contraseña. Si ha sido usted, abra este enlace (válido durante 1 hora):',
  'mail.attack.subject': 'Alguien intenta iniciar sesión en su cuenta',
  'mail.attack.body':
    'Alguien ha intentado iniciar sesión en su cuenta con una contraseña incorrecta {failures} veces en los últimos 15 minutos.',
  'mail.attack.notLocked':
    'Su cuenta no está bloqueada: puede seguir iniciando sesión con su contraseña.',
  'mail.attack.notYou':
    'Si no ha sido usted, elija una contraseña nueva que no use en ningún otro sitio:',

  'booking.line.tour': 'Tour: {title}',
  'booking.line.when': 'Cuándo: {date} a las {time}',
  'booking.line.tickets': 'Entradas: {tickets}',
  'booking.line.ticketsWithExtras': 'Entradas: {tickets} (con ofertas adicionales)',
  'booking.line.total': 'Total: {amount}',
  'booking.line.stay': 'Estancia: {title}',
  'booking.line.stayWhen': 'Cuándo: del {checkIn} al {checkOut} ({nights}, {zone})',
  'booking.line.guests': 'Huéspedes: {guests}',
  'booking.line.stayTotal': 'Total: {total} ({perPerson} por persona)',
  'booking.line.toPay': 'A pagar: {amount}',
  'booking.line.paidByCard': 'Pagado con tarjeta: {amount}',
  'price.line': '  {name} x {count}: {amount}',
  'price.discount': '  Descuento: -{amount}',
  'price.discountCode': '  Descuento ({code}): -{amount}',
  'price.giftCard': '  Tarjeta regalo: -{amount}',
  'content.meetingPoint': 'Punto de encuentro: {address}',
  'content.mapLabel': 'Abrir el punto de encuentro en un mapa',
  'content.duration': 'Duración: {duration}',
  'content.languages': 'Idiomas: {items}',
  'content.included': 'Incluido: {items}',
  'content.notIncluded': 'No incluido: {items}',
  'content.whatToBring': 'Qué llevar: {items}',
  'content.accessibility': 'Accesibilidad: {text}',
  'content.cancellationPolicy': 'Política de cancelación: {text}',

  'mail.booking.heldSubject':
    'Confirme su reserva de {kind, select, tour {tour} other {estancia}} {reference}',
  'mail.booking.confirmedSubject':
    'Su reserva de {kind, select, tour {tour} other {estancia}} {reference}',
  'mail.booking.thanks': 'Gracias por su reserva. Su referencia es {reference}.',
  'mail.booking.confirmWithin':
    'Confírmela en un plazo de {minutes}; de lo contrario, se liberará:',
  'mail.booking.sameLink': 'El mismo enlace muestra su reserva y le permite cancelarla.',
  'mail.booking.confirmed': 'Su reserva está confirmada. Para verla o cancelarla, abra:',

  'mail.booking.cancelledSubject':
    'Su reserva de {kind, select, tour {tour} other {estancia}} {reference} está cancelada',
  'mail.booking.cancelledTour':
    'Su reserva de tour {reference} está cancelada y sus plazas han quedado libres.',
  'mail.booking.cancelledStay':
    'Su reserva de estancia {reference} está cancelada y sus noches han quedado libres.',
  'mail.booking.refunding':
    'Le reembolsamos {amount} en su tarjeta; los bancos suelen reflejarlo en un plazo de 5 a 10 días.',
  'mail.late.subject': 'Le reembolsamos su pago de {reference}',
  'mail.late.withdrawn':
    'Su pago de la reserva {reference} llegó después de que lo reservado se retirara: ya no se ofrece.',
  'mail.late.lapsed':
    'Su pago de la reserva {reference} llegó después de que venciera la retención, y sus plazas ya no estaban libres.',
  'mail.late.refunding':
    'Le reembolsamos {amount} íntegramente en su tarjeta; los bancos suelen reflejarlo en un plazo de 5 a 10 días.',
  'mail.late.bookAgain': 'Le rogamos que reserve de nuevo. Disculpe las molestias.',
  'mail.nothingCharged': 'No se le cobró nada con tarjeta por ella, así que no se le debe nada.',
  'mail.seeBooking': 'Para ver su reserva, abra:',
  'mail.seeOrCancel': 'Para ver o cancelar su reserva, abra:',
  'mail.timeCancelled.subject': 'Su tour del {date} a las {time} está cancelado',
  'mail.timeCancelled.body':
    'Lo sentimos: hemos tenido que cancelar este horario del tour, por lo que su reserva {reference} está cancelada.',
  'mail.withdrawn.tour':
    'Lo sentimos: este tour se ha retirado y ya no se ofrece, por lo que su reserva {reference} está cancelada.',
  'mail.withdrawn.stay':
    'Lo sentimos: esta estancia se ha retirado y ya no se ofrece, por lo que su reserva {reference} está cancelada.',
  'mail.moved.subject': 'Su tour {reference} empieza ahora el {date} a las {time}',
  'mail.moved.body':
    'Hemos tenido que cambiar el horario del tour de su reserva {reference} del {fromDate} a las {fromTime} al {date} a las {time}. Sus entradas se mantienen para el nuevo horario.',
  'mail.moved.cancel':
    'Si el nuevo horario no le conviene, puede cancelar la reserva desde este enlace (a partir de ahora es el enlace de su reserva; el de correos anteriores ya no funciona):',
  'mail.reminder.subject': 'Recordatorio: su tour del {date} a las {time}',
  'mail.reminder.body':
    'Le recordamos su reserva de tour {reference}: empieza el {date} a las {time}.',
  'mail.stayReminder.subject': 'Recordatorio: su estancia a partir del {checkIn}',
  'mail.stayReminder.body':
    'Le recordamos su reserva de estancia {reference}: la llegada es el {checkIn} ({zone}).',
  'mail.rescheduled.subject': 'Su tour {reference} se ha cambiado al {date} a las {time}',
  'mail.rescheduled.body':
    'Tal como nos pidió, su reserva {reference} se ha cambiado del {fromDate} a las {fromTime} al {date} a las {time}. Sus entradas y el total no cambian; las plazas del horario anterior han quedado libres.',
  'mail.rescheduled.newLink':
    'Para ver, cambiar o cancelar su reserva, abra este enlace (a partir de ahora es el enlace de su reserva; el de correos anteriores ya no funciona):',
  'mail.rescheduled.link': 'Para ver, cambiar o cancelar su reserva, abra:',
  'mail.changed.subject':
    'Su reserva de {kind, select, tour {tour} other {estancia}} {reference} se ha modificado',
  'mail.changed.tour':
    'Su reserva de tour {reference} se ha modificado según lo acordado. Ahora queda así:',
  'mail.changed.stay':
    'Su reserva de estancia {reference} se ha modificado según lo acordado. Ahora queda así:',
  'mail.changed.link':
    'Para verla o cancelarla, abra (a partir de ahora es el enlace de su reserva; el de correos anteriores ya no funciona):',
  'mail.expired.subject':
    'Su reserva de {kind, select, tour {tour} other {estancia}} {reference} no se confirmó',
  'mail.expired.tour':
    'Su reserva de tour {reference} no se confirmó a tiempo, por lo que ha vencido y sus plazas han quedado libres. No se ha cobrado nada.',
  'mail.expired.stay':
    'Su reserva de estancia {reference} no se confirmó a tiempo, por lo que ha vencido y sus noches han quedado libres. No se ha cobrado nada.',
  'mail.expired.again': '¿Aún quiere ir? Reserve de nuevo:',
  'mail.expired.againLabel': 'Reservar de nuevo',

  'mail.waitlist.tickets': 'Entradas: {tickets}',
  'mail.waitlist.joinedSubject': 'Está en la lista de espera de {title}',
  'mail.waitlist.position':
    'Es el número {position} de la lista de espera de este horario agotado.',
  'mail.waitlist.confirmFirst':
    'Confirme primero su puesto: hasta que lo haga, no podemos ofrecerle plazas.',
  'mail.waitlist.toConfirm': 'Para confirmarlo, abra:',
  'mail.waitlist.inOrder':
    'Cuando queden plazas libres, las ofrecemos por orden de inscripción y le enviamos un enlace para reservarlas.',
  'mail.waitlist.toLeave': 'Para salir de la lista de espera, abra:',
  'mail.waitlist.offerSubject': 'Hay plazas libres para {title}: resérvelas',
  'mail.waitlist.holding':
    'Han quedado plazas libres y se las reservamos durante {minutes}, hasta el {until}.',
  'mail.waitlist.toBook': 'Para reservarlas, abra:',
  'mail.waitlist.letGo':
    'Si no las reserva antes, pasarán a la siguiente persona de la lista de espera. ¿No va a ir? Libérelas ahora:',
  'mail.waitlist.cancelledSubject': 'El horario del tour que esperaba está cancelado',
  'mail.waitlist.cancelled':
    'Lo sentimos: hemos tenido que cancelar el horario del tour para el que estaba en la lista de espera, así que no quedarán plazas libres y ya no figura en esa lista.',
  'mail.waitlist.otherTimes':
    'Es posible que otras fechas y horarios de este tour aún tengan plazas.',

  'mail.giftCard.subject': 'Su tarjeta regalo de {amount}',
  'mail.giftCard.from': '{from} le ha enviado una tarjeta regalo de {amount}.',
  'mail.giftCard.here': 'Aquí tiene su tarjeta regalo de {amount}.',
  'mail.giftCard.code': 'Código: {code}',
  'mail.giftCard.validUntil': 'Válida hasta el {date}.',
  'mail.giftCard.use1':
    'Introduzca el código en el formulario de reserva de cualquier tour o estancia: paga toda la reserva o una parte,',
  'mail.giftCard.use2':
    'y el resto se paga con tarjeta. El saldo restante queda en la tarjeta para una próxima reserva.',

  // Errors and answers a visitor can meet: the API's English sentence, translated by the exceptions filter
  // and the answers' interceptor (error-messages.ts). `{x}` is a part of the sentence that varies.
  'error.invalidInput': 'Entrada no válida',
  'error.internal': 'Algo ha fallado por nuestra parte. Inténtelo de nuevo más tarde.',
  'error.databaseUnavailable': 'La base de datos no está disponible.',
  'error.duplicate': 'Este registro ya existe.',
  'error.bodyTooLarge': 'El cuerpo de la solicitud es demasiado grande.',
  'error.bodyNotJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'error.bodyUnreadable': 'No se ha podido leer el cuerpo de la solicitud.',
  'error.bodyTooDeep': 'El cuerpo de la solicitud tiene más de {depth} niveles de anidamiento.',
  'error.invalidId': 'Identificador no válido',
  'error.invalidWhatId': 'Identificador no válido ({what})',
  'error.tooManyRequests': 'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
  'error.tooManyAttempts': 'Demasiados intentos. Espere un minuto e inténtelo de nuevo.',
  'error.logIn': 'Inicie sesión para continuar.',
  'error.forbidden': 'No tiene permiso para realizar esta acción.',
  'error.accountChanged': 'Su cuenta ha cambiado; inicie sesión de nuevo',
  'error.passwordChanged': 'Su contraseña ha cambiado; inicie sesión de nuevo',
  'error.fillAllFields': 'Rellene todos los campos',
  'error.usernameRequired': 'El nombre de usuario es obligatorio',
  'error.usernameTooLong': 'El nombre de usuario debe tener como máximo 50 caracteres',
  'error.usernameOneAlphabet': 'El nombre de usuario debe usar letras de un solo alfabeto',
  'error.emailRequired': 'El correo electrónico es obligatorio',
  'error.emailInvalid': 'Introduzca una dirección de correo electrónico válida',
  'error.emailOneAlphabet':
    'Cada parte de la dirección de correo electrónico debe usar letras de un solo alfabeto',
  'error.passwordRequired': 'La contraseña es obligatoria',
  'error.passwordTooShort': 'La contraseña debe tener al menos 6 caracteres',
  'error.passwordTooLong': 'La contraseña debe tener como máximo 128 caracteres',
  'error.accountExists': 'Ya existe una cuenta con este correo electrónico.',
  'error.invalidCredentials': 'Correo electrónico o contraseña incorrectos',
  'error.verifyFirst': 'Verifique su correo electrónico antes de iniciar sesión.',
  'error.noToken': 'No se ha proporcionado ningún token',
  'error.linkInvalid': 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
  'error.linkUsed': 'Este enlace ya se ha usado o ha caducado. Solicite uno nuevo.',
  'error.nameRequired': 'El nombre es obligatorio',
  'error.nameTooLong': 'El nombre debe tener como máximo {max} caracteres',
  'error.nameOneLine': 'El nombre debe ser una sola línea de caracteres imprimibles',
  'error.nameWithLink': 'El nombre no debe contener ningún enlace',
  'error.messageRequired': 'El mensaje es obligatorio',
  'error.messageTooLong': 'El mensaje debe tener como máximo 5000 caracteres',
  'error.location': "La ubicación debe ser un nombre de lugar o una posición '{lat, lng}'",
  'error.phoneInvalid': 'Introduzca un número de teléfono válido',
  'error.requiredFields': 'Rellene todos los campos obligatorios',
  'error.validDate': 'Introduzca una fecha válida',
  'error.validTime': 'Introduzca una hora válida',
  'error.validCost': 'Introduzca un importe válido',
  'error.todayOrLater': 'Elija hoy o una fecha posterior',
  'error.withinHorizon': 'Elija una fecha dentro de los próximos 2 años',
  'error.ticketsWhole': 'El número de entradas debe ser un número entero',
  'error.ticketsCap': 'Puede reservar como máximo {max} entradas a la vez',
  'error.categoryCap': 'Puede reservar como máximo {max} de {category} a la vez',
  'error.countWhole': 'Cada cantidad debe ser un número entero igual o mayor que 0',
  'error.ticketsSumUnits': 'Las entradas deben ser la suma de las unidades',
  'error.noSeatTaken': 'Reserve al menos una persona que ocupe plaza',
  'error.onePricePerPerson': 'Este tour tiene un precio por persona: indique entradas, no unidades',
  'error.noExtras': 'Este tour no ofrece extras',
  'error.unknownExtra': 'Extra desconocido: {key}',
  'error.unknownCategory': 'Categoría de precio desconocida: {category}',
  'error.priceChanged': 'El precio ha cambiado. Revise su reserva.',
  'error.notATourTime': 'Elija uno de los horarios del tour',
  'error.noTourOnDate': 'Este tour no se realiza en esta fecha. Elija otra fecha.',
  'error.tourStarted': 'Este horario del tour ya ha comenzado',
  'error.tourTimeCancelled': 'Este horario del tour se ha cancelado. Elija otro horario.',
  'error.soldOut': 'Este horario está agotado',
  'error.oneTicketLeft': 'Solo queda 1 entrada para este horario',
  'error.ticketsLeft': 'Solo quedan {left} entradas para este horario',
  'error.busyTime':
    'Muchos visitantes están reservando este horario ahora mismo. Inténtelo de nuevo en un momento.',
  'error.bookingTooLong': 'La reserva ha tardado demasiado. Inténtelo de nuevo.',
  'error.bookingNotSaved': 'No se ha podido guardar la reserva. Inténtelo de nuevo.',
  'error.unconfirmedTaken':
    'Las entradas de este horario que se pueden reservar sin confirmación están agotadas. Inicie sesión con una cuenta verificada para reservarlo.',
  'error.unconfirmedOneLeft':
    'Solo se puede reservar 1 entrada más de este horario sin confirmación. Inicie sesión con una cuenta verificada para reservar más.',
  'error.unconfirmedLeft':
    'Solo se pueden reservar {left} entradas más de este horario sin confirmación. Inicie sesión con una cuenta verificada para reservar más.',
  'error.tooManyUnconfirmed':
    'Tiene demasiadas reservas sin confirmar. Confírmelas desde el correo que le enviamos o espere a que venzan.',
  'error.tooManyBookingMails':
    'Demasiadas reservas para esta dirección en esta hora. Inicie sesión con una cuenta verificada para reservar más.',
  'error.guestsWhole': 'El número de huéspedes debe ser un número entero',
  'error.guestsCap': 'El número de huéspedes no puede superar {max}',
  'error.checkInFromToday': 'Elija una fecha de llegada a partir de hoy',
  'error.checkOutAfterCheckIn': 'La salida debe ser posterior a la llegada',
  'error.stayCap': 'Una estancia puede durar como máximo {max} noches',
  'error.datesTaken': 'Estas fechas ya no están disponibles para esta oferta',
  'error.destinationNotFound': 'Destino no encontrado',
  'error.offerNotFound': 'Oferta no encontrada',
  'error.tourNotFound': 'El tour no existe',
  'error.offerMissing': 'La oferta no existe',
  'error.cardTooSmall':
    'Esta reserva cuesta {left}, menos que el pago mínimo con tarjeta de {least}.',
  'error.cardTooSmallPromo':
    'Con este código promocional quedan {left} por pagar, menos que el pago mínimo con tarjeta de {least}. Reserve sin el código o amplíe su reserva.',
  'error.bookingNotFound': 'Reserva no encontrada',
  'error.bookingLinkInvalid': 'Este enlace de reserva no es válido.',
  'error.bookingCancelled': 'Esta reserva se ha cancelado.',
  'error.holdExpired':
    'Esta retención ha vencido y sus plazas han quedado libres. Reserve de nuevo.',
  'error.payFirst': 'Esta reserva se confirmará cuando llegue su pago.',
  'error.nothingToPay': 'A esta reserva no le queda nada por pagar.',
  'error.paymentsOff': 'Los pagos con tarjeta están desactivados en este sitio.',
  'error.bookingBusy':
    'Otra solicitud está modificando esta reserva. Inténtelo de nuevo en un momento.',
  'error.bookingChanged': 'Esta reserva ha cambiado mientras tanto. Vuelva a cargarla.',
  'error.cutoff1': 'Las reservas ya no se pueden cancelar en la hora anterior al inicio.',
  'error.cutoff':
    'Las reservas ya no se pueden cancelar en las {hours} horas anteriores al inicio.',
  'error.tourWithdrawn':
    'Este tour se ha retirado y ya no se ofrece, por lo que esta reserva no se puede confirmar ni pagar.',
  'error.stayWithdrawn':
    'Esta estancia se ha retirado y ya no se ofrece, por lo que esta reserva no se puede confirmar ni pagar.',
  'error.onlyToursMove': 'Solo una reserva de tour se puede cambiar a otra fecha u hora.',
  'error.chooseNewTime': 'Elija una nueva fecha y hora',
  'error.sameTime': 'Elija otra fecha u hora a la que cambiar la reserva',
  'error.fromWaitlist':
    'Reservó estas plazas desde la lista de espera: cancele la reserva desde su correo.',
  'error.seatsAvailable': 'Hay plazas disponibles: reserve ahora.',
  'error.waitlistLinkInvalid': 'Este enlace de la lista de espera no es válido.',
  'error.entryNotFound': 'Inscripción en la lista de espera no encontrada',
  'error.entryLeft': 'Ha salido de esta lista de espera, por lo que su oferta ya no es válida.',
  'error.entryNotInLine': 'Esta inscripción ya no está en la lista de espera.',
  'error.offerClaimed':
    'Esta oferta ya se ha reservado: consulte el correo de la reserva que le enviamos.',
  'error.offerGone':
    'Las plazas de esta oferta ya no están retenidas. Vuelva a apuntarse a la lista de espera o elija otro horario.',
  'error.offerLapsed':
    'Esta oferta ha vencido y sus plazas han pasado a la siguiente persona de la lista de espera.',
  'error.tooManyWaitlists':
    'Está en demasiadas listas de espera a la vez. Salga de una (el enlace está en su correo) o espere a que termine alguna.',
  'error.tooManyWaitlistMails':
    'Demasiados correos a esta dirección en esta hora. Inicie sesión con una cuenta verificada para apuntarse a más listas de espera.',
  'error.promoUnknown': 'Este código promocional no existe',
  'error.promoInactive': 'Este código promocional ya no está activo',
  'error.promoNotYet': 'Este código promocional aún no es válido',
  'error.promoExpired': 'Este código promocional ha caducado',
  'error.promoUsedUp': 'Este código promocional se ha agotado',
  'error.promoUsedByEmail':
    'Este código promocional ya se ha usado con esta dirección de correo electrónico',
  'error.promoNotThisTour': 'Este código promocional no es válido para este tour',
  'error.promoNotThisStay': 'Este código promocional no es válido para esta estancia',
  'error.promoMinimum': 'Este código promocional requiere un pedido de al menos {amount}',
  'error.giftCardUnknown': 'Esta tarjeta regalo no existe',
  'error.giftCardExpired': 'Esta tarjeta regalo ha caducado',
  'error.giftCardVoided': 'Esta tarjeta regalo ya no es válida',
  'error.giftCardEmpty': 'Esta tarjeta regalo no tiene saldo',
  'error.giftCardNotFound': 'Tarjeta regalo no encontrada',
  'error.giftCardsNeedPayments':
    'En este sitio no se pueden comprar tarjetas regalo: los pagos con tarjeta están desactivados. Póngase en contacto con nosotros.',
  'error.giftCardAmount': 'El importe debe estar entre {min} y {max}',
  'error.giftCardDecimals': 'El importe debe tener como máximo 2 decimales',
  'error.giftCardMessageText': 'El mensaje debe ser texto',
  'error.giftCardMessageTooLong': 'El mensaje debe tener como máximo 500 caracteres',
  'error.searchEmpty': 'Introduzca un destino o un precio para buscar.',
  'error.searchText': 'Los términos de búsqueda deben ser texto',
  'error.searchTooLong': 'El texto de búsqueda debe tener como máximo 100 caracteres',
  'error.searchPrice': 'El precio debe ser un máximo como 500 o un intervalo como 100-500',
  'error.priceRange': 'El precio mínimo no debe ser superior al máximo',
  'error.streamsFull':
    'Las actualizaciones en directo están saturadas ahora mismo. Vuelva a cargar la página en un momento.',
  'error.onlyImages': 'Solo se permiten archivos de imagen',
  'message.registered':
    '¡Registro completado! Revise su correo electrónico para verificar su dirección.',
  'message.verified': '¡Correo electrónico verificado correctamente!',
  'message.resetSent':
    'Si existe una cuenta con este correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
  'message.verificationResent':
    'Si una cuenta con este correo electrónico aún debe verificarse, se ha enviado un nuevo enlace de verificación.',
  'message.passwordReset': 'Su contraseña se ha restablecido. Ya puede iniciar sesión.',
  'message.contactSent': '¡Mensaje enviado correctamente!',
  'message.bookingSubmitted': '¡Reserva enviada correctamente!',
  'message.bookingConfirmed': 'Su reserva está confirmada.',
  'message.bookingCancelled': 'Su reserva está cancelada.',
  'message.waitlistLeft': 'Ha salido de la lista de espera.',
  'message.waitlistConfirmed': 'Su puesto en la lista de espera está confirmado.',
  'message.blogAdded': '¡Entrada del blog añadida correctamente!',
  'message.blogUpdated': '¡Entrada del blog actualizada correctamente!',
  'message.blogDeleted': '¡Entrada del blog eliminada correctamente!',
  'message.destinationAdded': 'Destino añadido correctamente',
  'message.destinationUpdated': 'Destino actualizado correctamente',
  'message.destinationDeleted': 'Destino eliminado correctamente',
  'message.hotelAdded': '¡Hotel añadido correctamente!',
  'message.hotelUpdated': '¡Hotel actualizado correctamente!',
  'message.hotelDeleted': 'Hotel eliminado correctamente',
  'message.offerAdded': '¡Oferta añadida correctamente!',
  'message.offerUpdated': '¡Oferta actualizada correctamente!',
  'message.offerDeleted': 'Oferta eliminada correctamente',
  'message.bookingDeleted': 'Reserva eliminada correctamente',
  'message.guestLimitUpdated': '¡Límite de huéspedes actualizado correctamente!',
  'message.messageDeleted': 'Mensaje eliminado correctamente',
  'message.promoAdded': 'Código promocional añadido correctamente',
  'message.promoUpdated': 'Código promocional actualizado correctamente',
  'message.roleUpdated': 'Rol actualizado correctamente',
  'message.currenciesSaved': 'Monedas guardadas',
};
