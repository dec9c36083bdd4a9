import { describe, expect, it } from 'vitest';
import { earliestSearchDate } from '../common/dates.js';
import { localizeIssues } from '../common/validation.js';
import {
  createFlightSearchCriteriaSchema,
  MAX_PASSENGERS,
  passengerCountProblems,
  programmeCabinsSchema,
} from './flights.schemas.js';

const now = new Date('2027-03-10T09:00:00Z');
const schema = createFlightSearchCriteriaSchema(() => earliestSearchDate(now));
const valid = {
  origin: 'mow',
  destination: 'AYT',
  departureDate: '2027-03-20',
  returnDate: '2027-03-27',
  tripType: 'roundTrip',
  adults: 2,
  children: 0,
  infants: 1,
};

describe('passengerCountProblems', () => {
  it('accepts sensible parties', () => {
    expect(passengerCountProblems({ adults: 1, children: 0, infants: 0 })).toEqual([]);
    expect(passengerCountProblems({ adults: 2, children: 3, infants: 2 })).toEqual([]);
    expect(passengerCountProblems({ adults: 3, children: 3, infants: 3 })).toEqual([]); // exactly 9
  });

  it('names each broken rule and the field it belongs to', () => {
    expect(passengerCountProblems({ adults: 5, children: 3, infants: 2 })).toEqual([
      { key: 'Flight.TooManyPassengers', member: 'adults' },
    ]);
    expect(passengerCountProblems({ adults: 1, children: 0, infants: 2 })).toEqual([
      { key: 'Flight.InfantsExceedAdults', member: 'infants' },
    ]);
    expect(passengerCountProblems({ adults: 0, children: 2, infants: 0 })).toEqual([
      { key: 'Flight.ChildrenNeedAdult', member: 'children' },
    ]);
    expect(passengerCountProblems({ adults: 0, children: 0, infants: 0 })).toEqual([
      { key: 'Flight.AtLeastOnePassenger', member: 'adults' },
    ]);
    expect(MAX_PASSENGERS).toBe(9);
  });
});

describe('createFlightSearchCriteriaSchema', () => {
  it('accepts and normalizes a valid search, with defaults', () => {
    const parsed = schema.parse(valid);
    expect(parsed).toMatchObject({ origin: 'MOW', destination: 'AYT', cabinClass: 'economy' });
    expect(schema.parse({ origin: 'SVO', destination: 'AYT', departureDate: '2027-03-10' })).toMatchObject({
      tripType: 'oneWay',
      adults: 1,
      children: 0,
      infants: 0,
      directPreferred: false,
      includeNearbyAirports: false,
    });
  });

  it('accepts "today" anywhere on Earth, refuses the day before', () => {
    expect(schema.safeParse({ ...valid, departureDate: '2027-03-09' }).success).toBe(true); // UTC−12 is still on the 9th
    expect(schema.safeParse({ ...valid, departureDate: '2027-03-08' }).success).toBe(false);
  });

  const cases: [string, Record<string, unknown>, string, Record<'en' | 'ru' | 'tr', string>][] = [
    [
      'past departure date',
      { departureDate: '2027-03-01' },
      'departureDate',
      {
        en: 'The departure date cannot be in the past',
        ru: 'Дата вылета не может быть в прошлом',
        tr: 'Gidiş tarihi geçmişte olamaz',
      },
    ],
    [
      'return before departure',
      { returnDate: '2027-03-19' },
      'returnDate',
      {
        en: 'The return date cannot be before the departure date',
        ru: 'Дата обратного вылета не может быть раньше даты вылета',
        tr: 'Dönüş tarihi gidiş tarihinden önce olamaz',
      },
    ],
    [
      'round trip without return date',
      { returnDate: null },
      'returnDate',
      {
        en: 'This field is required',
        ru: 'Это поле обязательно к заполнению',
        tr: 'Bu alanın doldurulması zorunludur',
      },
    ],
    [
      'same origin and destination',
      { destination: 'mow' },
      'destination',
      {
        en: 'Origin and destination must be different',
        ru: 'Пункты вылета и прилёта должны различаться',
        tr: 'Kalkış ve varış noktaları farklı olmalıdır',
      },
    ],
    [
      'more than 9 passengers',
      { adults: 6, children: 3, infants: 1 },
      'adults',
      {
        en: 'At most 9 passengers per booking, infants included',
        ru: 'Не более 9 пассажиров в одном бронировании, включая младенцев',
        tr: 'Bir rezervasyonda bebekler dahil en fazla 9 yolcu olabilir',
      },
    ],
    [
      'more infants than adults',
      { adults: 1, infants: 2 },
      'infants',
      {
        en: 'Each infant needs an adult: there cannot be more infants than adults',
        ru: 'Каждому младенцу нужен взрослый: младенцев не может быть больше, чем взрослых',
        tr: 'Her bebeğin bir yetişkinle seyahat etmesi gerekir: bebek sayısı yetişkin sayısını geçemez',
      },
    ],
    [
      'children without an adult',
      { adults: 0, children: 2, infants: 0 },
      'children',
      {
        en: 'Children must travel with at least one adult',
        ru: 'Дети должны лететь хотя бы с одним взрослым',
        tr: 'Çocuklar en az bir yetişkinle seyahat etmelidir',
      },
    ],
    [
      'not a location code',
      { origin: 'Moscow' },
      'origin',
      {
        en: 'Choose an airport or a city from the list',
        ru: 'Выберите аэропорт или город из списка',
        tr: 'Listeden bir havalimanı veya şehir seçin',
      },
    ],
    [
      'impossible date',
      { departureDate: '2027-02-30' },
      'departureDate',
      { en: 'Enter a valid date', ru: 'Введите корректную дату', tr: 'Geçerli bir tarih girin' },
    ],
  ];

  it.each(cases)(
    'refuses %s with a localized message on the right member',
    (_name, change, member, texts) => {
      for (const culture of ['en', 'ru', 'tr'] as const) {
        const issues = localizeIssues(culture, schema, { ...valid, ...change });
        expect(issues).toContainEqual({ message: texts[culture], members: [member] });
      }
    },
  );

  it('ignores the return date rule for one-way trips', () => {
    expect(schema.safeParse({ ...valid, tripType: 'oneWay', returnDate: null }).success).toBe(true);
  });
});

describe('programmeCabinsSchema', () => {
  it('accepts a partial set of cabins with integer fares and refuses negative ones', () => {
    const economy = { seats: 180, baseFare: 1_450_000, tax: 210_000, fuel: 150_000, servicePrice: 60_000 };
    expect(programmeCabinsSchema.safeParse({ economy }).success).toBe(true);
    expect(programmeCabinsSchema.safeParse({ economy: { ...economy, tax: -1 } }).success).toBe(false);
    expect(programmeCabinsSchema.safeParse({ economy: { ...economy, baseFare: 1.5 } }).success).toBe(false);
    expect(programmeCabinsSchema.safeParse({ lounge: economy }).success).toBe(false);
  });
});
