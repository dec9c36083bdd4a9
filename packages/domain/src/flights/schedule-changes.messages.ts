/**
 * Texts of flight schedule changes (merged into MESSAGES): staff's refusals, the traveller's e-mail about a
 * re-timed or cancelled flight, and the refund a change lets them request.
 */
const en = {
  'Validation.InvalidDateTime': 'Enter a date and time as YYYY-MM-DDTHH:mm',
  'Inventory.ArrivalBeforeDeparture': 'The arrival is before the departure: check the times',
  'Inventory.ScheduleTooFar': 'A charter flight’s time may move by at most 24 hours',
  'Inventory.FlightIsCancelled': 'This flight is cancelled: its time cannot change any more',
  'Inventory.FlightDeparted': 'This flight has already departed',
  'Inventory.SameSchedule': 'These are already the flight’s times',
  'Mail.ScheduleSubject': 'New time for your flight {flight} — booking {pnr}',
  'Mail.ScheduleIntro': 'The time of your flight {flight} {route} has changed.',
  'Mail.ScheduleReplaces':
    'This message replaces our earlier message about this flight: the times below are the ones that apply now.',
  'Mail.ScheduleWhat': 'What',
  'Mail.ScheduleWas': 'Was',
  'Mail.ScheduleNow': 'Now',
  'Mail.ScheduleDeparture': 'Departure from {airport}',
  'Mail.ScheduleArrival': 'Arrival at {airport}',
  'Mail.ScheduleCheckIn': 'Check-in closes',
  'Mail.ScheduleLocalTimes': 'All times are local at the airport.',
  'Mail.ScheduleReason': 'Reason: {reason}',
  'Mail.ScheduleAccept':
    'If the new time suits you, there is nothing to do: your tickets stay valid. The corrected itinerary receipt is attached.',
  'Mail.ScheduleRefundOffer':
    'The time moved by more than {hours} hours, so the terms let you cancel this booking with a full refund instead.',
  'Mail.ScheduleRefundButton': 'Request a full refund',
  'Mail.ScheduleOpenBooking': 'Open my booking',
  'Mail.CancelledSubject': 'Your flight {flight} is cancelled — booking {pnr}',
  'Mail.CancelledIntro': 'We are sorry: your flight {flight} {route} on {date} has been cancelled.',
  'Mail.CancelledRefundOffer': 'You can have the whole amount of the booking refunded in one click.',
  'Mail.RetimedBeforePayment':
    'Please note: the time of your flight {flights} changed after you booked. The times in this e-mail are the new ones.',
  'Booking.ScheduleRefundNotAllowed': 'This booking cannot be refunded for a schedule change',
  'Booking.ScheduleRefundNotAllowedDetails':
    'A full refund is possible when a flight is cancelled or its time moves by more than {hours} hours.',
  'Mail.ScheduleTransferPickup': 'Transfer pick-up at {airport}',
  'Mail.ScheduleTransferMoved':
    'Your airport transfer {pnr} follows the flight: the driver meets you at the new pick-up time, nothing to do.',
  'Mail.CancelledTransfer':
    'Your airport transfer {pnr} for this flight is cancelled too, and its whole amount is refunded to your card.',
  'Mail.TransferOfferTitle': 'Need a ride from {airport}?',
  'Mail.TransferOfferText':
    'Book an airport transfer for {date} at {time}: the driver meets you in the arrivals hall, and if the flight time changes, the pick-up moves with it.',
  'Mail.TransferOfferButton': 'Add an airport transfer',
  'Booking.TransferNotForFlight': 'This transfer does not meet a flight of booking {pnr}',
  'Booking.TransferNotForFlightDetails':
    'A transfer from the airport must start where a flight of the booking lands, and the booking must be paid.',
  'Booking.CheckoutTransferNotForFlight': 'This transfer does not meet the chosen flight',
  'Booking.CheckoutTransferNotForFlightDetails':
    'A transfer bought with the flights goes from the airport where the outbound flight lands, in the same currency.',
  'Mail.CheckoutTransferTitle': 'Your airport transfer {pnr}',
  'Mail.CheckoutTransferText':
    '{airport} → {district}, {date} at {time}, {vehicle}. The driver meets you in the arrivals hall; if the flight time changes, the pick-up moves with it. The voucher is attached.',
  'Mail.CheckoutTransferButton': 'Open the transfer',
  'Mail.CheckoutTransferPrice':
    'Transfer {amount}; charged to your card in one payment with the tickets: {total}.',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'Validation.InvalidDateTime': 'Введите дату и время в виде ГГГГ-ММ-ДДTЧЧ:мм',
  'Inventory.ArrivalBeforeDeparture': 'Прилёт раньше вылета: проверьте время',
  'Inventory.ScheduleTooFar': 'Время чартерного рейса можно сдвинуть не более чем на 24 часа',
  'Inventory.FlightIsCancelled': 'Рейс отменён: его время больше нельзя изменить',
  'Inventory.FlightDeparted': 'Этот рейс уже вылетел',
  'Inventory.SameSchedule': 'У рейса уже это время',
  'Mail.ScheduleSubject': 'Новое время рейса {flight} — бронирование {pnr}',
  'Mail.ScheduleIntro': 'Время вашего рейса {flight} {route} изменилось.',
  'Mail.ScheduleReplaces':
    'Это письмо заменяет наше предыдущее письмо об этом рейсе: действует время, указанное ниже.',
  'Mail.ScheduleWhat': 'Что',
  'Mail.ScheduleWas': 'Было',
  'Mail.ScheduleNow': 'Стало',
  'Mail.ScheduleDeparture': 'Вылет из {airport}',
  'Mail.ScheduleArrival': 'Прилёт в {airport}',
  'Mail.ScheduleCheckIn': 'Окончание регистрации',
  'Mail.ScheduleLocalTimes': 'Всё время — местное время аэропорта.',
  'Mail.ScheduleReason': 'Причина: {reason}',
  'Mail.ScheduleAccept':
    'Если новое время вам подходит, ничего делать не нужно: билеты остаются действительными. Исправленная маршрутная квитанция во вложении.',
  'Mail.ScheduleRefundOffer':
    'Время сдвинулось более чем на {hours} ч, поэтому по условиям вы можете вместо этого аннулировать бронирование с полным возвратом денег.',
  'Mail.ScheduleRefundButton': 'Запросить полный возврат',
  'Mail.ScheduleOpenBooking': 'Открыть бронирование',
  'Mail.CancelledSubject': 'Рейс {flight} отменён — бронирование {pnr}',
  'Mail.CancelledIntro': 'К сожалению, ваш рейс {flight} {route} {date} отменён.',
  'Mail.CancelledRefundOffer': 'Полную стоимость бронирования можно вернуть одним нажатием.',
  'Mail.RetimedBeforePayment':
    'Обратите внимание: время рейса {flights} изменилось после бронирования. В этом письме указано новое время.',
  'Booking.ScheduleRefundNotAllowed': 'Это бронирование нельзя вернуть из-за изменения расписания',
  'Booking.ScheduleRefundNotAllowedDetails':
    'Полный возврат возможен, если рейс отменён или его время сдвинулось более чем на {hours} ч.',
  'Mail.ScheduleTransferPickup': 'Подача трансфера в {airport}',
  'Mail.ScheduleTransferMoved':
    'Ваш трансфер {pnr} следует за рейсом: водитель встретит вас в новое время подачи, ничего делать не нужно.',
  'Mail.CancelledTransfer':
    'Ваш трансфер {pnr} к этому рейсу тоже отменён, вся его сумма возвращается на вашу карту.',
  'Mail.TransferOfferTitle': 'Нужна машина из аэропорта {airport}?',
  'Mail.TransferOfferText':
    'Закажите трансфер на {date} в {time}: водитель встретит вас в зале прилёта, а если время рейса изменится, подача сдвинется вместе с ним.',
  'Mail.TransferOfferButton': 'Добавить трансфер',
  'Booking.TransferNotForFlight': 'Этот трансфер не подходит к рейсам бронирования {pnr}',
  'Booking.TransferNotForFlightDetails':
    'Трансфер из аэропорта должен начинаться там, куда прилетает рейс бронирования, а бронирование должно быть оплачено.',
  'Booking.CheckoutTransferNotForFlight': 'Этот трансфер не подходит к выбранному рейсу',
  'Booking.CheckoutTransferNotForFlightDetails':
    'Трансфер, купленный вместе с билетами, начинается в аэропорту прилёта рейса «туда» и оплачивается в той же валюте.',
  'Mail.CheckoutTransferTitle': 'Ваш трансфер {pnr}',
  'Mail.CheckoutTransferText':
    '{airport} → {district}, {date} в {time}, {vehicle}. Водитель встретит вас в зале прилёта; если время рейса изменится, подача сдвинется вместе с ним. Ваучер во вложении.',
  'Mail.CheckoutTransferButton': 'Открыть трансфер',
  'Mail.CheckoutTransferPrice':
    'Трансфер {amount}; списано с карты одним платежом вместе с билетами: {total}.',
};

const tr: Record<Key, string> = {
  'Validation.InvalidDateTime': 'Tarih ve saati YYYY-AA-GGTSS:dd biçiminde girin',
  'Inventory.ArrivalBeforeDeparture': 'Varış kalkıştan önce: saatleri kontrol edin',
  'Inventory.ScheduleTooFar': 'Charter uçuşunun saati en fazla 24 saat değişebilir',
  'Inventory.FlightIsCancelled': 'Bu uçuş iptal edildi: saati artık değiştirilemez',
  'Inventory.FlightDeparted': 'Bu uçuş kalkış yaptı',
  'Inventory.SameSchedule': 'Uçuşun saatleri zaten bunlar',
  'Mail.ScheduleSubject': '{flight} uçuşunuz için yeni saat — {pnr} rezervasyonu',
  'Mail.ScheduleIntro': '{flight} {route} uçuşunuzun saati değişti.',
  'Mail.ScheduleReplaces':
    'Bu e-posta, bu uçuşla ilgili önceki mesajımızın yerine geçer: geçerli saatler aşağıdakilerdir.',
  'Mail.ScheduleWhat': 'Ne',
  'Mail.ScheduleWas': 'Önceki',
  'Mail.ScheduleNow': 'Yeni',
  'Mail.ScheduleDeparture': '{airport} kalkış',
  'Mail.ScheduleArrival': '{airport} varış',
  'Mail.ScheduleCheckIn': 'Check-in kapanışı',
  'Mail.ScheduleLocalTimes': 'Tüm saatler havalimanının yerel saatidir.',
  'Mail.ScheduleReason': 'Neden: {reason}',
  'Mail.ScheduleAccept':
    'Yeni saat size uygunsa bir şey yapmanız gerekmez: biletleriniz geçerlidir. Düzeltilmiş seyahat makbuzu ektedir.',
  'Mail.ScheduleRefundOffer':
    'Saat {hours} saatten fazla değiştiği için koşullar gereği bu rezervasyonu tam iade ile iptal edebilirsiniz.',
  'Mail.ScheduleRefundButton': 'Tam iade talep et',
  'Mail.ScheduleOpenBooking': 'Rezervasyonumu aç',
  'Mail.CancelledSubject': '{flight} uçuşunuz iptal edildi — {pnr} rezervasyonu',
  'Mail.CancelledIntro': 'Üzgünüz: {date} tarihli {flight} {route} uçuşunuz iptal edildi.',
  'Mail.CancelledRefundOffer': 'Rezervasyonun tüm tutarını tek tıkla iade alabilirsiniz.',
  'Mail.RetimedBeforePayment':
    'Lütfen dikkat: {flights} uçuşunuzun saati rezervasyondan sonra değişti. Bu e-postadaki saatler yeni saatlerdir.',
  'Booking.ScheduleRefundNotAllowed': 'Bu rezervasyon tarife değişikliği nedeniyle iade edilemez',
  'Booking.ScheduleRefundNotAllowedDetails':
    'Uçuş iptal edildiğinde veya saati {hours} saatten fazla değiştiğinde tam iade mümkündür.',
  'Mail.ScheduleTransferPickup': '{airport} transfer karşılama',
  'Mail.ScheduleTransferMoved':
    '{pnr} havalimanı transferiniz uçuşu takip eder: şoför sizi yeni karşılama saatinde bekler, bir şey yapmanız gerekmez.',
  'Mail.CancelledTransfer':
    'Bu uçuş için {pnr} havalimanı transferiniz de iptal edildi ve tüm tutarı kartınıza iade ediliyor.',
  'Mail.TransferOfferTitle': '{airport} havalimanından ulaşım mı lazım?',
  'Mail.TransferOfferText':
    '{date} saat {time} için havalimanı transferi ayırtın: şoför sizi geliş salonunda karşılar, uçuş saati değişirse karşılama saati de onunla birlikte değişir.',
  'Mail.TransferOfferButton': 'Havalimanı transferi ekle',
  'Booking.TransferNotForFlight': 'Bu transfer {pnr} rezervasyonunun uçuşlarına uymuyor',
  'Booking.TransferNotForFlightDetails':
    'Havalimanından transfer, rezervasyondaki bir uçuşun indiği yerden başlamalı ve rezervasyon ödenmiş olmalıdır.',
  'Booking.CheckoutTransferNotForFlight': 'Bu transfer seçilen uçuşa uymuyor',
  'Booking.CheckoutTransferNotForFlightDetails':
    'Uçuşla birlikte alınan transfer, gidiş uçuşunun indiği havalimanından başlar ve aynı para biriminde ödenir.',
  'Mail.CheckoutTransferTitle': 'Havalimanı transferiniz {pnr}',
  'Mail.CheckoutTransferText':
    '{airport} → {district}, {date} saat {time}, {vehicle}. Şoför sizi geliş salonunda karşılar; uçuş saati değişirse karşılama saati de değişir. Voucher ektedir.',
  'Mail.CheckoutTransferButton': 'Transferi aç',
  'Mail.CheckoutTransferPrice':
    'Transfer {amount}; biletlerle birlikte tek ödemede kartınızdan çekilen: {total}.',
};

export const SCHEDULE_CHANGE_MESSAGES = { en, ru, tr };
