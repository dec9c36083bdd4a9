import type { Culture } from './culture.js';

/**
 * Texts the API puts into error envelopes and validation messages, per culture.
 * The ABP originals are the English ones; the browser reuses the validation keys for inline form errors.
 */
const en = {
  'Abp.ValidationError': 'Your request is not valid!',
  'Abp.ValidationDetails': 'The following errors were detected during validation.',
  'Abp.NotLoggedIn': 'Current user did not login to the application!',
  'Abp.PermissionMissing':
    'Required permissions are not granted. At least one of these permissions must be granted: {permissions}',
  'Abp.EntityNotFound': 'There is no entity {entity} with id = {id}!',
  'Abp.InternalError': 'An internal error occurred during your request!',
  'Abp.RouteNotFound': 'Not found',
  'Abp.RouteNotFoundDetails': 'No API method matches {method} {path}.',
  'Abp.TooManyRequests': 'Too many requests',
  'Abp.TooManyRequestsDetails': 'Please wait {seconds} seconds and try again.',
  'Abp.LoginFailed': 'Login failed!',
  'Abp.InvalidUserNameOrPassword': 'Invalid user name or password',
  'Abp.UserIsNotActive': 'The user account is not active',
  'Abp.TenantIsNotActive': 'The site variant is not active',
  'Validation.Required': 'This field is required',
  'Validation.InvalidValue': 'Invalid value',
} as const;

export type MessageKey = keyof typeof en;

const ru: Record<MessageKey, string> = {
  'Abp.ValidationError': 'Ваш запрос некорректен!',
  'Abp.ValidationDetails': 'При проверке обнаружены следующие ошибки.',
  'Abp.NotLoggedIn': 'Текущий пользователь не вошёл в систему!',
  'Abp.PermissionMissing':
    'Нет необходимых разрешений. Требуется хотя бы одно из следующих разрешений: {permissions}',
  'Abp.EntityNotFound': 'Объект {entity} с id = {id} не найден!',
  'Abp.InternalError': 'При обработке запроса произошла внутренняя ошибка!',
  'Abp.RouteNotFound': 'Не найдено',
  'Abp.RouteNotFoundDetails': 'Нет метода API для {method} {path}.',
  'Abp.TooManyRequests': 'Слишком много запросов',
  'Abp.TooManyRequestsDetails': 'Подождите {seconds} с и повторите попытку.',
  'Abp.LoginFailed': 'Не удалось войти!',
  'Abp.InvalidUserNameOrPassword': 'Неверное имя пользователя или пароль',
  'Abp.UserIsNotActive': 'Учётная запись пользователя не активна',
  'Abp.TenantIsNotActive': 'Этот вариант сайта не активен',
  'Validation.Required': 'Это поле обязательно к заполнению',
  'Validation.InvalidValue': 'Недопустимое значение',
};

const tr: Record<MessageKey, string> = {
  'Abp.ValidationError': 'İsteğiniz geçerli değil!',
  'Abp.ValidationDetails': 'Doğrulama sırasında aşağıdaki hatalar tespit edildi.',
  'Abp.NotLoggedIn': 'Kullanıcı uygulamaya giriş yapmadı!',
  'Abp.PermissionMissing': 'Gerekli izinler verilmemiş. Şu izinlerden en az biri gereklidir: {permissions}',
  'Abp.EntityNotFound': '{id} kimlikli {entity} kaydı bulunamadı!',
  'Abp.InternalError': 'İsteğiniz işlenirken dahili bir hata oluştu!',
  'Abp.RouteNotFound': 'Bulunamadı',
  'Abp.RouteNotFoundDetails': '{method} {path} için bir API metodu yok.',
  'Abp.TooManyRequests': 'Çok fazla istek',
  'Abp.TooManyRequestsDetails': 'Lütfen {seconds} saniye bekleyip tekrar deneyin.',
  'Abp.LoginFailed': 'Giriş başarısız!',
  'Abp.InvalidUserNameOrPassword': 'Geçersiz kullanıcı adı veya şifre',
  'Abp.UserIsNotActive': 'Kullanıcı hesabı aktif değil',
  'Abp.TenantIsNotActive': 'Bu site sürümü aktif değil',
  'Validation.Required': 'Bu alanın doldurulması zorunludur',
  'Validation.InvalidValue': 'Geçersiz değer',
};

export const MESSAGES: Record<Culture, Record<MessageKey, string>> = { en, ru, tr };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Formats a message for a culture, filling `{name}` placeholders. */
export function translate(
  culture: Culture,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[culture][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
