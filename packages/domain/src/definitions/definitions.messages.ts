/** Texts of definitions (transfer zones, vehicle types) and customers (merged into MESSAGES). */
const en = {
  'Definitions.AirportNotInCity': 'The airport {airport} does not belong to the city {city}',
  'Definitions.UnknownCity': 'There is no city {code}',
  'Definitions.HostRecordReadOnly': 'This entry is shared by the main site and cannot be changed here',
  'Customers.DuplicateEmail': 'A customer with the e-mail address {email} already exists',
  'Validation.CountryCode': 'Choose a country',
  'Seo.TransferZones': 'Airport transfers',
  'Seo.TransferZoneLine': '{zone}: from {airport} airport, about {duration}',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'Definitions.AirportNotInCity': 'Аэропорт {airport} не относится к городу {city}',
  'Definitions.UnknownCity': 'Города {code} нет',
  'Definitions.HostRecordReadOnly': 'Эта запись общая для всех сайтов, здесь её изменить нельзя',
  'Customers.DuplicateEmail': 'Клиент с адресом {email} уже существует',
  'Validation.CountryCode': 'Выберите страну',
  'Seo.TransferZones': 'Трансферы из аэропорта',
  'Seo.TransferZoneLine': '{zone}: из аэропорта {airport}, около {duration}',
};

const tr: Record<Key, string> = {
  'Definitions.AirportNotInCity': '{airport} havalimanı {city} şehrine ait değil',
  'Definitions.UnknownCity': '{code} diye bir şehir yok',
  'Definitions.HostRecordReadOnly': 'Bu kayıt ana siteyle ortaktır, burada değiştirilemez',
  'Customers.DuplicateEmail': '{email} e-posta adresine sahip bir müşteri zaten var',
  'Validation.CountryCode': 'Bir ülke seçin',
  'Seo.TransferZones': 'Havalimanı transferleri',
  'Seo.TransferZoneLine': '{zone}: {airport} havalimanından, yaklaşık {duration}',
};

export const DEFINITION_MESSAGES = { en, ru, tr };
