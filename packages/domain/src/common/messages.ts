import { ACCOUNT_MESSAGES } from '../accounts/accounts.messages.js';
import { BACK_OFFICE_MESSAGES } from '../back-office/back-office.messages.js';
import { BOOKING_MESSAGES } from '../bookings/bookings.messages.js';
import { DOCUMENT_MESSAGES } from '../bookings/documents.messages.js';
import { ORDER_ADMIN_MESSAGES } from '../bookings/order-admin.messages.js';
import { CONTACT_MESSAGES } from '../contact/contact.messages.js';
import { DEFINITION_MESSAGES } from '../definitions/definitions.messages.js';
import { INVENTORY_MESSAGES } from '../flights/inventory.messages.js';
import { SCHEDULE_CHANGE_MESSAGES } from '../flights/schedule-changes.messages.js';
import { IDENTITY_MESSAGES } from '../identity/identity.messages.js';
import { TRANSFER_MESSAGES } from '../transfers/transfers.messages.js';
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
  'Abp.ServiceBusy': 'The site is very busy right now',
  'Abp.TooManyRequestsDetails': 'Please wait {seconds} seconds and try again.',
  'Abp.LoginFailed': 'Login failed!',
  'Abp.InvalidUserNameOrPassword': 'Invalid user name or password',
  'Abp.UserIsNotActive': 'The user account is not active',
  'Abp.TenantIsNotActive': 'The site variant is not active',
  'Validation.Required': 'This field is required',
  'Validation.InvalidValue': 'Invalid value',
  'Validation.TooShort': 'At least {min} characters',
  'Validation.TooLong': 'At most {max} characters',
  'Validation.TooSmallNumber': 'At least {min}',
  'Validation.TooBigNumber': 'Not more than {max}',
  'Validation.UnsafeText': 'The text contains characters that are not allowed',
  'Seo.CountryTitle': '{country}: charter flights and transfers',
  'Seo.CountryDescription':
    'Charter and scheduled flights to {country} at final prices: {cities}. Airports, travel notices and 24/7 support.',
  'Seo.CityTitle': '{city}: flights and airport transfers',
  'Seo.CityDescription':
    'Cheap charter flights to {city} ({country}) at final prices with no agency commission. Airports: {airports}.',
  'Seo.Airports': 'Airports',
  'Seo.Cities': 'Cities',
  'Seo.TravelNotices': 'Travel notices',
  'Survey.TextTooLong': 'The text can be at most 500 characters',
  ...IDENTITY_MESSAGES.en,
  ...ACCOUNT_MESSAGES.en,
  ...DOCUMENT_MESSAGES.en,
  ...INVENTORY_MESSAGES.en,
  ...SCHEDULE_CHANGE_MESSAGES.en,
  ...BOOKING_MESSAGES.en,
  ...ORDER_ADMIN_MESSAGES.en,
  ...CONTACT_MESSAGES.en,
  ...BACK_OFFICE_MESSAGES.en,
  ...DEFINITION_MESSAGES.en,
  ...TRANSFER_MESSAGES.en,
  'Validation.InvalidDate': 'Enter a valid date',
  'Validation.InvalidTimeZone': 'Unknown time zone',
  'Validation.LocationCode': 'Choose an airport or a city from the list',
  'Flight.SameOriginDestination': 'Origin and destination must be different',
  'Flight.PastDate': 'The departure date cannot be in the past',
  'Flight.ReturnBeforeDeparture': 'The return date cannot be before the departure date',
  'Flight.TooManyPassengers': 'At most 9 passengers per booking, infants included',
  'Flight.InfantsExceedAdults': 'Each infant needs an adult: there cannot be more infants than adults',
  'Flight.ChildrenNeedAdult': 'Children must travel with at least one adult',
  'Flight.AtLeastOnePassenger': 'Add at least one passenger',
  'Flight.UnknownLocation': 'We do not know the airport or city {code}',
  'Flight.SearchExpired': 'Search expired',
  'Flight.SearchExpiredDetails': 'Prices may have changed. Please search again.',
  'Flight.SearchNotFound': 'Search not found',
  'Flight.SearchNotFoundDetails': 'This search does not exist. Please search again.',
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
  'Abp.ServiceBusy': 'Сейчас сайт очень загружен',
  'Abp.TooManyRequestsDetails': 'Подождите {seconds} с и повторите попытку.',
  'Abp.LoginFailed': 'Не удалось войти!',
  'Abp.InvalidUserNameOrPassword': 'Неверное имя пользователя или пароль',
  'Abp.UserIsNotActive': 'Учётная запись пользователя не активна',
  'Abp.TenantIsNotActive': 'Этот вариант сайта не активен',
  'Validation.Required': 'Это поле обязательно к заполнению',
  'Validation.InvalidValue': 'Недопустимое значение',
  'Validation.TooShort': 'Не короче {min} символов',
  'Validation.TooLong': 'Не длиннее {max} символов',
  'Validation.TooSmallNumber': 'Не меньше {min}',
  'Validation.TooBigNumber': 'Не больше {max}',
  'Validation.UnsafeText': 'Текст содержит недопустимые символы',
  'Seo.CountryTitle': '{country}: чартерные рейсы и трансферы',
  'Seo.CountryDescription':
    'Чартерные и регулярные рейсы в направлении «{country}» по итоговым ценам: {cities}. Аэропорты, важные правила въезда и поддержка 24/7.',
  'Seo.CityTitle': '{city}: авиабилеты и трансферы из аэропорта',
  'Seo.CityDescription':
    'Чартерные рейсы в {city} ({country}) по итоговой цене без агентской комиссии. Аэропорты: {airports}.',
  'Seo.Airports': 'Аэропорты',
  'Seo.Cities': 'Города',
  'Seo.TravelNotices': 'Важно знать перед поездкой',
  'Survey.TextTooLong': 'Текст — не более 500 символов',
  ...IDENTITY_MESSAGES.ru,
  ...ACCOUNT_MESSAGES.ru,
  ...DOCUMENT_MESSAGES.ru,
  ...INVENTORY_MESSAGES.ru,
  ...SCHEDULE_CHANGE_MESSAGES.ru,
  ...BOOKING_MESSAGES.ru,
  ...ORDER_ADMIN_MESSAGES.ru,
  ...CONTACT_MESSAGES.ru,
  ...BACK_OFFICE_MESSAGES.ru,
  ...DEFINITION_MESSAGES.ru,
  ...TRANSFER_MESSAGES.ru,
  'Validation.InvalidDate': 'Введите корректную дату',
  'Validation.InvalidTimeZone': 'Неизвестный часовой пояс',
  'Validation.LocationCode': 'Выберите аэропорт или город из списка',
  'Flight.SameOriginDestination': 'Пункты вылета и прилёта должны различаться',
  'Flight.PastDate': 'Дата вылета не может быть в прошлом',
  'Flight.ReturnBeforeDeparture': 'Дата обратного вылета не может быть раньше даты вылета',
  'Flight.TooManyPassengers': 'Не более 9 пассажиров в одном бронировании, включая младенцев',
  'Flight.InfantsExceedAdults':
    'Каждому младенцу нужен взрослый: младенцев не может быть больше, чем взрослых',
  'Flight.ChildrenNeedAdult': 'Дети должны лететь хотя бы с одним взрослым',
  'Flight.AtLeastOnePassenger': 'Добавьте хотя бы одного пассажира',
  'Flight.UnknownLocation': 'Аэропорт или город {code} нам неизвестен',
  'Flight.SearchExpired': 'Результаты поиска устарели',
  'Flight.SearchExpiredDetails': 'Цены могли измениться. Пожалуйста, повторите поиск.',
  'Flight.SearchNotFound': 'Поиск не найден',
  'Flight.SearchNotFoundDetails': 'Такого поиска нет. Пожалуйста, повторите поиск.',
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
  'Abp.ServiceBusy': 'Site şu anda çok yoğun',
  'Abp.TooManyRequestsDetails': 'Lütfen {seconds} saniye bekleyip tekrar deneyin.',
  'Abp.LoginFailed': 'Giriş başarısız!',
  'Abp.InvalidUserNameOrPassword': 'Geçersiz kullanıcı adı veya şifre',
  'Abp.UserIsNotActive': 'Kullanıcı hesabı aktif değil',
  'Abp.TenantIsNotActive': 'Bu site sürümü aktif değil',
  'Validation.Required': 'Bu alanın doldurulması zorunludur',
  'Validation.InvalidValue': 'Geçersiz değer',
  'Validation.TooShort': 'En az {min} karakter',
  'Validation.TooLong': 'En fazla {max} karakter',
  'Validation.TooSmallNumber': 'En az {min}',
  'Validation.TooBigNumber': 'En fazla {max}',
  'Validation.UnsafeText': 'Metin izin verilmeyen karakterler içeriyor',
  'Seo.CountryTitle': '{country}: charter uçuşları ve transferler',
  'Seo.CountryDescription':
    '{country} için net fiyatlarla charter ve tarifeli uçuşlar: {cities}. Havalimanları, seyahat uyarıları ve 7/24 destek.',
  'Seo.CityTitle': '{city}: uçak biletleri ve havalimanı transferleri',
  'Seo.CityDescription':
    '{city} ({country}) için acente komisyonu olmadan net fiyatlı charter uçuşları. Havalimanları: {airports}.',
  'Seo.Airports': 'Havalimanları',
  'Seo.Cities': 'Şehirler',
  'Seo.TravelNotices': 'Seyahat uyarıları',
  'Survey.TextTooLong': 'Metin en fazla 500 karakter olabilir',
  ...IDENTITY_MESSAGES.tr,
  ...ACCOUNT_MESSAGES.tr,
  ...DOCUMENT_MESSAGES.tr,
  ...INVENTORY_MESSAGES.tr,
  ...SCHEDULE_CHANGE_MESSAGES.tr,
  ...BOOKING_MESSAGES.tr,
  ...ORDER_ADMIN_MESSAGES.tr,
  ...CONTACT_MESSAGES.tr,
  ...BACK_OFFICE_MESSAGES.tr,
  ...DEFINITION_MESSAGES.tr,
  ...TRANSFER_MESSAGES.tr,
  'Validation.InvalidDate': 'Geçerli bir tarih girin',
  'Validation.InvalidTimeZone': 'Bilinmeyen saat dilimi',
  'Validation.LocationCode': 'Listeden bir havalimanı veya şehir seçin',
  'Flight.SameOriginDestination': 'Kalkış ve varış noktaları farklı olmalıdır',
  'Flight.PastDate': 'Gidiş tarihi geçmişte olamaz',
  'Flight.ReturnBeforeDeparture': 'Dönüş tarihi gidiş tarihinden önce olamaz',
  'Flight.TooManyPassengers': 'Bir rezervasyonda bebekler dahil en fazla 9 yolcu olabilir',
  'Flight.InfantsExceedAdults':
    'Her bebeğin bir yetişkinle seyahat etmesi gerekir: bebek sayısı yetişkin sayısını geçemez',
  'Flight.ChildrenNeedAdult': 'Çocuklar en az bir yetişkinle seyahat etmelidir',
  'Flight.AtLeastOnePassenger': 'En az bir yolcu ekleyin',
  'Flight.UnknownLocation': '{code} havalimanı veya şehri bulunamadı',
  'Flight.SearchExpired': 'Arama sonuçlarının süresi doldu',
  'Flight.SearchExpiredDetails': 'Fiyatlar değişmiş olabilir. Lütfen tekrar arayın.',
  'Flight.SearchNotFound': 'Arama bulunamadı',
  'Flight.SearchNotFoundDetails': 'Böyle bir arama yok. Lütfen tekrar arayın.',
};

export const MESSAGES: Record<Culture, Record<MessageKey, string>> = { en, ru, tr };

/**
 * Groups of texts only the server writes (e-mails, PDFs, the HTML for crawlers): the browser's copy of the
 * messages leaves them out (apps/web/build/domain-texts.ts), 40% of the texts a form page would download.
 */
export const SERVER_ONLY_MESSAGE_GROUPS = ['Mail', 'Doc', 'Receipt', 'Seo', 'Voucher'] as const;
type ServerOnlyGroup = (typeof SERVER_ONLY_MESSAGE_GROUPS)[number];

/** A message a page may show: any but the server-only groups. */
export type PageMessageKey = Exclude<MessageKey, `${ServerOnlyGroup}.${string}`>;

/** Whether a page may show this message (it is not one of the server-only groups). */
export function isPageMessageKey(key: string): boolean {
  return !(SERVER_ONLY_MESSAGE_GROUPS as readonly string[]).includes(key.slice(0, key.indexOf('.')));
}

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
