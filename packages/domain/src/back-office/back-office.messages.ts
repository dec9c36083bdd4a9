/** Texts of the back-office screens of issue #5: exchange rates, coupons, test e-mail (merged into MESSAGES). */
const en = {
  'Validation.ExchangeRate': 'Enter a positive number with at most 6 decimals, e.g. 37.25',
  'Validation.CouponCode': 'Use 3 to 32 upper-case Latin letters and digits',
  'Validation.PercentRange': 'Enter a percentage from 1 to 100',
  'Validation.AmountPositive': 'Enter an amount greater than zero',
  'Validation.DateRangeOrder': 'The end date cannot be before the start date',
  'Currency.BaseRateFixed': 'EUR is the base currency: its rate is always 1',
  'Coupon.DuplicateCode': 'A coupon with the code {code} already exists',
  'Settings.TestEmailSubject': 'CharterDesk test message',
  'Settings.TestEmailBody':
    'This is a test message from the CharterDesk back office. If you can read it, outgoing e-mail works. Sent at {time} through {transport}.',
  'Settings.TestEmailSent': 'The test message was sent to {to}.',
  'Settings.TestEmailFailed': 'The test message could not be sent: {error}',
} as const;

const ru: Record<keyof typeof en, string> = {
  'Validation.ExchangeRate': 'Введите положительное число, не более 6 знаков после точки, например 37.25',
  'Validation.CouponCode': 'От 3 до 32 заглавных латинских букв и цифр',
  'Validation.PercentRange': 'Введите процент от 1 до 100',
  'Validation.AmountPositive': 'Введите сумму больше нуля',
  'Validation.DateRangeOrder': 'Дата окончания не может быть раньше даты начала',
  'Currency.BaseRateFixed': 'EUR — базовая валюта: её курс всегда равен 1',
  'Coupon.DuplicateCode': 'Купон с кодом {code} уже существует',
  'Settings.TestEmailSubject': 'Тестовое письмо CharterDesk',
  'Settings.TestEmailBody':
    'Это тестовое письмо из панели управления CharterDesk. Если вы его читаете, исходящая почта работает. Отправлено {time} через {transport}.',
  'Settings.TestEmailSent': 'Тестовое письмо отправлено на {to}.',
  'Settings.TestEmailFailed': 'Не удалось отправить тестовое письмо: {error}',
};

const tr: Record<keyof typeof en, string> = {
  'Validation.ExchangeRate': 'En fazla 6 ondalık basamaklı pozitif bir sayı girin, ör. 37.25',
  'Validation.CouponCode': '3 ile 32 arasında büyük Latin harfi ve rakam kullanın',
  'Validation.PercentRange': '1 ile 100 arasında bir yüzde girin',
  'Validation.AmountPositive': 'Sıfırdan büyük bir tutar girin',
  'Validation.DateRangeOrder': 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  'Currency.BaseRateFixed': 'EUR temel para birimidir: kuru her zaman 1’dir',
  'Coupon.DuplicateCode': '{code} kodlu bir kupon zaten var',
  'Settings.TestEmailSubject': 'CharterDesk test mesajı',
  'Settings.TestEmailBody':
    'Bu, CharterDesk yönetim panelinden gönderilen bir test mesajıdır. Bunu okuyabiliyorsanız giden e-posta çalışıyor. Gönderim: {time}, {transport} üzerinden.',
  'Settings.TestEmailSent': 'Test mesajı {to} adresine gönderildi.',
  'Settings.TestEmailFailed': 'Test mesajı gönderilemedi: {error}',
};

export const BACK_OFFICE_MESSAGES = { en, ru, tr };
