/** The sandbox bank's own page texts (it is "another party": its texts are not the site's). */
const en = {
  title: 'Sandbox Bank — secure payment',
  merchantPays: 'Payment to {merchant}',
  amount: 'Amount',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM / YY)',
  cvc: 'Security code (CVC)',
  cardOwner: 'Cardholder name (Latin letters)',
  pay: 'Pay',
  cancel: 'Cancel and return to the shop',
  invalidCardNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry month or year',
  invalidCvc: 'Invalid security code',
  invalidCardOwner: 'Enter the name as on the card, in Latin letters',
  challengeTitle: '3-D Secure verification',
  challengeText: 'Enter the one-time code your bank sent to the phone number of card {card}.',
  testCodeHint: 'Sandbox: the code is {code}.',
  code: 'One-time code',
  confirm: 'Confirm',
  wrongCode: 'Wrong code. Attempts left: {left}.',
  doNotClose: 'Do not close or refresh this page until the payment completes.',
  finished: 'This payment session is finished. Return to the shop.',
  notFound: 'Payment session not found.',
  testCards: 'Test cards',
} as const;
export type BankTextKey = keyof typeof en;

const ru: Record<BankTextKey, string> = {
  title: 'Sandbox Bank — безопасная оплата',
  merchantPays: 'Оплата в пользу {merchant}',
  amount: 'Сумма',
  cardNumber: 'Номер карты',
  expiry: 'Срок действия (ММ / ГГ)',
  cvc: 'Код безопасности (CVC)',
  cardOwner: 'Имя владельца (латиницей)',
  pay: 'Оплатить',
  cancel: 'Отменить и вернуться в магазин',
  invalidCardNumber: 'Неверный номер карты',
  invalidExpiry: 'Неверный месяц или год окончания срока действия',
  invalidCvc: 'Неверный код безопасности',
  invalidCardOwner: 'Введите имя, как на карте, латинскими буквами',
  challengeTitle: 'Проверка 3-D Secure',
  challengeText: 'Введите одноразовый код, который банк отправил на телефон владельца карты {card}.',
  testCodeHint: 'Тестовый банк: код — {code}.',
  code: 'Одноразовый код',
  confirm: 'Подтвердить',
  wrongCode: 'Неверный код. Осталось попыток: {left}.',
  doNotClose: 'Не закрывайте и не обновляйте страницу, пока оплата не завершится.',
  finished: 'Эта платёжная сессия завершена. Вернитесь в магазин.',
  notFound: 'Платёжная сессия не найдена.',
  testCards: 'Тестовые карты',
};

const tr: Record<BankTextKey, string> = {
  title: 'Sandbox Bank — güvenli ödeme',
  merchantPays: '{merchant} için ödeme',
  amount: 'Tutar',
  cardNumber: 'Kart numarası',
  expiry: 'Son kullanma (AA / YY)',
  cvc: 'Güvenlik kodu (CVC)',
  cardOwner: 'Kart sahibinin adı (Latin harfleriyle)',
  pay: 'Öde',
  cancel: 'İptal et ve mağazaya dön',
  invalidCardNumber: 'Geçersiz kart numarası',
  invalidExpiry: 'Geçersiz son kullanma ayı veya yılı',
  invalidCvc: 'Geçersiz güvenlik kodu',
  invalidCardOwner: 'Adı kartta yazdığı gibi Latin harfleriyle girin',
  challengeTitle: '3-D Secure doğrulaması',
  challengeText: 'Bankanızın {card} kartının sahibine gönderdiği tek kullanımlık kodu girin.',
  testCodeHint: 'Test bankası: kod {code}.',
  code: 'Tek kullanımlık kod',
  confirm: 'Onayla',
  wrongCode: 'Kod yanlış. Kalan deneme: {left}.',
  doNotClose: 'Ödeme tamamlanana kadar bu sayfayı kapatmayın veya yenilemeyin.',
  finished: 'Bu ödeme oturumu sona erdi. Mağazaya dönün.',
  notFound: 'Ödeme oturumu bulunamadı.',
  testCards: 'Test kartları',
};

export const BANK_TEXTS = { en, ru, tr } as const;

export function bankText(
  lang: string,
  key: BankTextKey,
  params: Record<string, string | number> = {},
): string {
  const dict = BANK_TEXTS[lang as keyof typeof BANK_TEXTS] ?? en;
  return dict[key].replace(/\{(\w+)\}/g, (w, n: string) => (n in params ? String(params[n]) : w));
}
