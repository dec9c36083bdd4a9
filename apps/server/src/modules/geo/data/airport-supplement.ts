/**
 * Facts the OpenFlights snapshot lacks: airports opened or recoded after it (BER, IST's zone, COV, NQZ…)
 * and time zones it left empty. Coordinates from the airports' published aerodrome data.
 */
export const AIRPORT_SUPPLEMENT: Record<
  string,
  { name?: string; city?: string; country?: string; latitude?: number; longitude?: number; timeZone: string }
> = {
  GRV: { name: 'Grozny Airport', city: 'Grozny', country: 'RU', latitude: 43.3883, longitude: 45.6986, timeZone: 'Europe/Moscow' },
  GSV: { name: 'Saratov Gagarin Airport', city: 'Saratov', country: 'RU', latitude: 51.7128, longitude: 46.1711, timeZone: 'Europe/Saratov' },
  COV: { name: 'Çukurova International Airport', city: 'Adana', country: 'TR', latitude: 36.8875, longitude: 35.0472, timeZone: 'Europe/Istanbul' },
  RZV: { name: 'Rize–Artvin Airport', city: 'Rize', country: 'TR', latitude: 41.1794, longitude: 40.8539, timeZone: 'Europe/Istanbul' },
  SPX: { name: 'Sphinx International Airport', city: 'Cairo', country: 'EG', latitude: 30.1097, longitude: 30.8944, timeZone: 'Africa/Cairo' },
  GNJ: { name: 'Ganja International Airport', city: 'Ganja', country: 'AZ', latitude: 40.7377, longitude: 46.3176, timeZone: 'Asia/Baku' },
  NQZ: { name: 'Nursultan Nazarbayev International Airport', city: 'Astana', country: 'KZ', latitude: 51.0222, longitude: 71.4669, timeZone: 'Asia/Almaty' },
  GOX: { name: 'Manohar International Airport', city: 'Goa', country: 'IN', latitude: 15.7306, longitude: 73.8611, timeZone: 'Asia/Kolkata' },
  BER: { name: 'Berlin Brandenburg Airport', city: 'Berlin', country: 'DE', latitude: 52.3667, longitude: 13.5033, timeZone: 'Europe/Berlin' },
  IST: { timeZone: 'Europe/Istanbul' },
  OGU: { timeZone: 'Europe/Istanbul' },
  ETM: { timeZone: 'Asia/Jerusalem' },
  DOH: { timeZone: 'Asia/Qatar' },
  PKX: { timeZone: 'Asia/Shanghai' },
};

/** OpenFlights country names that i18n-iso-countries does not know. */
export const COUNTRY_NAME_FIXES: Record<string, string> = {
  'Congo (Kinshasa)': 'CD',
  'Congo (Brazzaville)': 'CG',
  Burma: 'MM',
  Laos: 'LA',
  Syria: 'SY',
  'Netherlands Antilles': 'CW',
  Micronesia: 'FM',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
  'East Timor': 'TL',
  'Falkland Islands': 'FK',
  Swaziland: 'SZ',
  Moldova: 'MD',
  Macedonia: 'MK',
  'Midway Islands': 'UM',
  Macau: 'MO',
  Brunei: 'BN',
  'Johnston Atoll': 'UM',
  'Wake Island': 'UM',
};
