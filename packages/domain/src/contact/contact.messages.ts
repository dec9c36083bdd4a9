/** Texts of the contact form and the coming-soon subscriptions (merged into MESSAGES). */
const en = {
  'Validation.MessageTooLong': 'The message can be at most 2000 characters long',
  'Validation.Phone': 'Enter a valid phone number',
  'Contact.ThankYou': 'Thank you! Your message has been sent; we will reply to {email} as soon as possible.',
  'Contact.Subscribed': 'Thank you! We will write to {email} as soon as it is available.',
} as const;

const ru: Record<keyof typeof en, string> = {
  'Validation.MessageTooLong': 'Сообщение может содержать не более 2000 символов',
  'Validation.Phone': 'Введите корректный номер телефона',
  'Contact.ThankYou': 'Спасибо! Ваше сообщение отправлено, мы ответим на {email} как можно скорее.',
  'Contact.Subscribed': 'Спасибо! Мы напишем на {email}, как только это станет доступно.',
};

const tr: Record<keyof typeof en, string> = {
  'Validation.MessageTooLong': 'Mesaj en fazla 2000 karakter olabilir',
  'Validation.Phone': 'Geçerli bir telefon numarası girin',
  'Contact.ThankYou': 'Teşekkürler! Mesajınız gönderildi, {email} adresine en kısa sürede yanıt vereceğiz.',
  'Contact.Subscribed': 'Teşekkürler! Hizmet kullanıma açılır açılmaz {email} adresine yazacağız.',
};

export const CONTACT_MESSAGES = { en, ru, tr };
