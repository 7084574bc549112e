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
  'mail.booking.confirmWithin': 'Confírmela en un plazo de {minutes}; de lo contrario, se liberará:',
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
  'mail.waitlist.otherTimes': 'Es posible que otras fechas y horarios de este tour aún tengan plazas.',

  'mail.giftCard.subject': 'Su tarjeta regalo de {amount}',
  'mail.giftCard.from': '{from} le ha enviado una tarjeta regalo de {amount}.',
  'mail.giftCard.here': 'Aquí tiene su tarjeta regalo de {amount}.',
  'mail.giftCard.code': 'Código: {code}',
  'mail.giftCard.validUntil': 'Válida hasta el {date}.',
  'mail.giftCard.use1':
    'Introduzca el código en el formulario de reserva de cualquier tour o estancia: paga toda la reserva o una parte,',
  'mail.giftCard.use2':
    'y el resto se paga con tarjeta. El saldo restante queda en la tarjeta para una próxima reserva.',
};
