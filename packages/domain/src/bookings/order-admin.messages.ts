/**
 * Texts of the admin Orders service: refusals and the customer e-mails of refunds (also the automatic refund
 * of a payment that arrived after the booking expired), cancellations and cancellation requests settled
 * without cancelling.
 */
const en = {
  'Order.WrongState': 'This action is not possible for the order now',
  'Order.WrongStateDetails': 'The order is in state {state}. Refresh the page to see its current state.',
  'Order.NothingToRefund': 'Nothing is left to refund on this order',
  'Order.NoApprovedPayment': 'The order has no approved payment to refund',
  'Order.RefundTooLarge': 'At most {max} {currency} can be refunded',
  'Order.RefundInProgress': 'A refund of this order is still in progress',
  'Order.RefundInProgressDetails':
    'Complete it with Refund first (the bank pays it out once), then try again.',
  'Order.RefundDeclined': 'The bank refused the refund',
  'Order.RefundDeclinedDetails': 'Reason: {reason}. Nothing was refunded.',
  'Mail.RefundSubject': 'Refund for your booking {pnr}',
  'Mail.RefundIntro':
    'We have refunded {amount} {currency} for your booking {pnr} to the card you paid with.',
  'Mail.RefundFull': 'The booking is cancelled and its tickets are no longer valid.',
  'Mail.RefundPartial': 'Your booking stays valid.',
  'Mail.RefundTiming': 'Depending on your bank, the money reaches your account within 3–10 working days.',
  'Mail.LateRefundSubject': 'Your payment for booking {pnr} has been refunded',
  'Mail.LateRefundIntro':
    'Your payment for booking {pnr} reached us after the booking had expired, so the booking could not be completed.',
  'Mail.LateRefundAmount':
    'We have refunded the full amount, {amount} {currency}, to the card you paid with.',
  'Mail.LateRefundRebook': 'You are welcome to book again on our website.',
  'Mail.DuplicateRefundSubject': 'A second payment for booking {pnr} has been refunded',
  'Mail.DuplicateRefundIntro':
    'Your booking {pnr} was paid twice: it had already been paid when a second payment reached us. Your booking stays valid.',
  'Mail.DuplicateRefundAmount':
    'We have refunded the second payment, {amount} {currency}, in full to the card it was made with.',
  'Order.NoFailedRefund': 'There is no failed refund to retry',
  'Mail.CancelSubject': 'Your booking {pnr} is cancelled',
  'Mail.CancelIntro': 'Your booking {pnr} has been cancelled and its tickets are no longer valid.',
  'Mail.CancelNoRefund': 'Under the fare rules of this booking no refund is due.',
  'Mail.CancelHandledSubject': 'Your booking {pnr} stays valid',
  'Mail.CancelHandledIntro':
    'We have handled your cancellation request for booking {pnr}: the booking is not cancelled and stays valid, and so do its tickets.',
  'Mail.CancelHandledNote': 'Note from our team: {note}',
  'Mail.Questions': 'If you have questions, reply to this e-mail or contact our support.',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'Order.WrongState': 'Сейчас это действие с заказом невозможно',
  'Order.WrongStateDetails': 'Заказ в состоянии {state}. Обновите страницу, чтобы увидеть текущее состояние.',
  'Order.NothingToRefund': 'По этому заказу больше нечего возвращать',
  'Order.NoApprovedPayment': 'У заказа нет подтверждённой оплаты для возврата',
  'Order.RefundTooLarge': 'Вернуть можно не более {max} {currency}',
  'Order.RefundInProgress': 'По этому заказу ещё выполняется возврат',
  'Order.RefundInProgressDetails':
    'Сначала завершите его кнопкой «Вернуть деньги» (банк выплатит один раз), затем повторите.',
  'Order.RefundDeclined': 'Банк отклонил возврат',
  'Order.RefundDeclinedDetails': 'Причина: {reason}. Деньги не возвращены.',
  'Mail.RefundSubject': 'Возврат по бронированию {pnr}',
  'Mail.RefundIntro': 'Мы вернули {amount} {currency} по бронированию {pnr} на карту, с которой была оплата.',
  'Mail.RefundFull': 'Бронирование аннулировано, билеты больше недействительны.',
  'Mail.RefundPartial': 'Бронирование остаётся в силе.',
  'Mail.RefundTiming': 'В зависимости от банка деньги поступят на счёт в течение 3–10 рабочих дней.',
  'Mail.LateRefundSubject': 'Возврат оплаты по бронированию {pnr}',
  'Mail.LateRefundIntro':
    'Оплата по бронированию {pnr} поступила уже после того, как срок бронирования истёк, поэтому бронирование не было оформлено.',
  'Mail.LateRefundAmount': 'Мы вернули всю сумму, {amount} {currency}, на карту, с которой была оплата.',
  'Mail.LateRefundRebook': 'Вы можете забронировать поездку заново на нашем сайте.',
  'Mail.DuplicateRefundSubject': 'Возврат повторной оплаты по бронированию {pnr}',
  'Mail.DuplicateRefundIntro':
    'Бронирование {pnr} было оплачено дважды: вторая оплата поступила, когда бронирование уже было оплачено. Бронирование остаётся в силе.',
  'Mail.DuplicateRefundAmount':
    'Мы полностью вернули вторую оплату, {amount} {currency}, на карту, с которой она была сделана.',
  'Order.NoFailedRefund': 'Нет неудавшегося возврата, который можно повторить',
  'Mail.CancelSubject': 'Бронирование {pnr} аннулировано',
  'Mail.CancelIntro': 'Ваше бронирование {pnr} аннулировано, билеты больше недействительны.',
  'Mail.CancelNoRefund': 'По правилам тарифа этого бронирования возврат не предусмотрен.',
  'Mail.CancelHandledSubject': 'Бронирование {pnr} остаётся в силе',
  'Mail.CancelHandledIntro':
    'Мы обработали ваш запрос на аннулирование бронирования {pnr}: бронирование не аннулировано и остаётся в силе, билеты действительны.',
  'Mail.CancelHandledNote': 'Комментарий нашей команды: {note}',
  'Mail.Questions':
    'Если у вас есть вопросы, ответьте на это письмо или свяжитесь с нашей службой поддержки.',
};

const tr: Record<Key, string> = {
  'Order.WrongState': 'Bu işlem sipariş için şu anda yapılamaz',
  'Order.WrongStateDetails': 'Sipariş {state} durumunda. Güncel durumu görmek için sayfayı yenileyin.',
  'Order.NothingToRefund': 'Bu sipariş için iade edilecek tutar kalmadı',
  'Order.NoApprovedPayment': 'Siparişin iade edilecek onaylı bir ödemesi yok',
  'Order.RefundTooLarge': 'En fazla {max} {currency} iade edilebilir',
  'Order.RefundInProgress': 'Bu sipariş için bir iade hâlâ işleniyor',
  'Order.RefundInProgressDetails': 'Önce İade et ile tamamlayın (banka bir kez öder), sonra tekrar deneyin.',
  'Order.RefundDeclined': 'Banka iadeyi reddetti',
  'Order.RefundDeclinedDetails': 'Neden: {reason}. İade yapılmadı.',
  'Mail.RefundSubject': '{pnr} rezervasyonunuz için iade',
  'Mail.RefundIntro': '{pnr} rezervasyonunuz için {amount} {currency} ödeme yaptığınız karta iade edildi.',
  'Mail.RefundFull': 'Rezervasyon iptal edildi ve biletler artık geçerli değil.',
  'Mail.RefundPartial': 'Rezervasyonunuz geçerliliğini koruyor.',
  'Mail.RefundTiming': 'Bankanıza bağlı olarak tutar 3–10 iş günü içinde hesabınıza geçer.',
  'Mail.LateRefundSubject': '{pnr} rezervasyonunuzun ödemesi iade edildi',
  'Mail.LateRefundIntro':
    '{pnr} rezervasyonunuzun ödemesi, rezervasyonun süresi dolduktan sonra ulaştı; bu nedenle rezervasyon tamamlanamadı.',
  'Mail.LateRefundAmount': 'Tutarın tamamı, {amount} {currency}, ödeme yaptığınız karta iade edildi.',
  'Mail.LateRefundRebook': 'Sitemizden yeniden rezervasyon yapabilirsiniz.',
  'Mail.DuplicateRefundSubject': '{pnr} rezervasyonunuzun ikinci ödemesi iade edildi',
  'Mail.DuplicateRefundIntro':
    '{pnr} rezervasyonunuz iki kez ödendi: ikinci ödeme, rezervasyon zaten ödenmişken bize ulaştı. Rezervasyonunuz geçerliliğini koruyor.',
  'Mail.DuplicateRefundAmount': 'İkinci ödemenin tamamı, {amount} {currency}, yapıldığı karta iade edildi.',
  'Order.NoFailedRefund': 'Yeniden denenecek başarısız bir iade yok',
  'Mail.CancelSubject': '{pnr} rezervasyonunuz iptal edildi',
  'Mail.CancelIntro': '{pnr} rezervasyonunuz iptal edildi ve biletler artık geçerli değil.',
  'Mail.CancelNoRefund': 'Bu rezervasyonun tarife kurallarına göre iade yapılmaz.',
  'Mail.CancelHandledSubject': '{pnr} rezervasyonunuz geçerliliğini koruyor',
  'Mail.CancelHandledIntro':
    '{pnr} rezervasyonunuz için iptal talebinizi işleme aldık: rezervasyon iptal edilmedi ve biletleriyle birlikte geçerliliğini koruyor.',
  'Mail.CancelHandledNote': 'Ekibimizin notu: {note}',
  'Mail.Questions': 'Sorularınız için bu e-postayı yanıtlayın veya destek ekibimizle iletişime geçin.',
};

export const ORDER_ADMIN_MESSAGES = { en, ru, tr };
