/** Texts of airport transfers (merged into MESSAGES). */
const en = {
  'Validation.InvalidTime': 'Enter a valid time (HH:mm)',
  'Transfer.InvalidAirport': 'Choose an airport',
  'Transfer.InvalidDistrict': 'Choose where you are going',
  'Transfer.InvalidFlightNumber': 'Enter the flight number, e.g. ZF 9012',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'Validation.InvalidTime': 'Введите корректное время (ЧЧ:ММ)',
  'Transfer.InvalidAirport': 'Выберите аэропорт',
  'Transfer.InvalidDistrict': 'Выберите, куда вы едете',
  'Transfer.InvalidFlightNumber': 'Введите номер рейса, например ZF 9012',
};

const tr: Record<Key, string> = {
  'Validation.InvalidTime': 'Geçerli bir saat girin (SS:dd)',
  'Transfer.InvalidAirport': 'Bir havalimanı seçin',
  'Transfer.InvalidDistrict': 'Nereye gideceğinizi seçin',
  'Transfer.InvalidFlightNumber': 'Uçuş numarasını girin, örneğin ZF 9012',
};

export const TRANSFER_MESSAGES = { en, ru, tr };
