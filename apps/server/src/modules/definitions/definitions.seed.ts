import { count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { districts, packageTypes } from './definitions.tables.js';

/** [en, ru, tr, passengers, bags] — the vehicle types airport transfers are sold in, smallest first. */
const PACKAGE_TYPES: [string, string, string, number, number][] = [
  ['Sedan', 'Седан', 'Sedan', 3, 3],
  ['Minivan', 'Минивэн', 'Minivan', 7, 7],
  ['VIP Mercedes V-Class', 'VIP Mercedes V-класс', 'VIP Mercedes V-Serisi', 6, 6],
  ['Minibus', 'Микроавтобус', 'Minibüs', 16, 16],
  ['Midibus', 'Мидибас', 'Midibüs', 27, 27],
  ['Coach', 'Автобус', 'Otobüs', 46, 46],
];

/**
 * city → airport → [en, ru, tr, usual drive minutes]: the resort areas of the charter programmes, with
 * drive times as transfer companies quote them (no traffic, door to door).
 */
const ZONES: Record<string, Record<string, [string, string, string, number][]>> = {
  AYT: {
    AYT: [
      ['Lara', 'Лара', 'Lara', 20],
      ['Kundu', 'Кунду', 'Kundu', 20],
      ['Antalya centre (Kaleiçi)', 'Анталья, центр (Калеичи)', 'Antalya merkez (Kaleiçi)', 25],
      ['Konyaaltı', 'Коньяалты', 'Konyaaltı', 35],
      ['Belek', 'Белек', 'Belek', 35],
      ['Kadriye', 'Кадрие', 'Kadriye', 40],
      ['Beldibi', 'Бельдиби', 'Beldibi', 45],
      ['Göynük', 'Гёйнюк', 'Göynük', 55],
      ['Kemer', 'Кемер', 'Kemer', 60],
      ['Manavgat', 'Манавгат', 'Manavgat', 60],
      ['Side', 'Сиде', 'Side', 65],
      ['Çamyuva', 'Чамьюва', 'Çamyuva', 70],
      ['Tekirova', 'Текирова', 'Tekirova', 80],
      ['Kızılağaç', 'Кызылагач', 'Kızılağaç', 75],
      ['Okurcalar', 'Окурджалар', 'Okurcalar', 90],
      ['Avsallar', 'Авсаллар', 'Avsallar', 100],
      ['Alanya', 'Аланья', 'Alanya', 120],
      ['Mahmutlar', 'Махмутлар', 'Mahmutlar', 140],
    ],
  },
  DLM: {
    DLM: [
      ['Sarıgerme', 'Сарыгерме', 'Sarıgerme', 25],
      ['Göcek', 'Гёджек', 'Göcek', 25],
      ['Dalyan', 'Дальян', 'Dalyan', 30],
      ['Fethiye', 'Фетхие', 'Fethiye', 45],
      ['Çalış', 'Чалыш', 'Çalış', 50],
      ['Hisarönü', 'Хисарёню', 'Hisarönü', 55],
      ['Ölüdeniz', 'Олюдениз', 'Ölüdeniz', 60],
      ['Marmaris', 'Мармарис', 'Marmaris', 90],
      ['İçmeler', 'Ичмелер', 'İçmeler', 100],
      ['Kalkan', 'Калкан', 'Kalkan', 110],
      ['Kaş', 'Каш', 'Kaş', 130],
    ],
  },
  BJV: {
    BJV: [
      ['Güllük', 'Гюллюк', 'Güllük', 25],
      ['Torba', 'Торба', 'Torba', 35],
      ['Bodrum centre', 'Бодрум, центр', 'Bodrum merkez', 40],
      ['Gümbet', 'Гюмбет', 'Gümbet', 40],
      ['Ortakent', 'Ортакент', 'Ortakent', 45],
      ['Bitez', 'Битез', 'Bitez', 45],
      ['Gündoğan', 'Гюндоган', 'Gündoğan', 50],
      ['Göltürkbükü', 'Гёльтюркбюкю', 'Göltürkbükü', 50],
      ['Turgutreis', 'Тургутрейс', 'Turgutreis', 55],
      ['Yalıkavak', 'Ялыкавак', 'Yalıkavak', 55],
    ],
  },
  HRG: {
    HRG: [
      [
        'Hurghada centre (Dahar, Sakkala)',
        'Хургада, центр (Дахар, Саккала)',
        'Hurgada merkez (Dahar, Sakkala)',
        15,
      ],
      ['Sahl Hasheesh', 'Сахл-Хашиш', 'Sahl Haşiş', 20],
      ['El Gouna', 'Эль-Гуна', 'El Gouna', 30],
      ['Makadi Bay', 'Макади-Бей', 'Makadi Koyu', 35],
      ['Soma Bay', 'Сома-Бей', 'Soma Koyu', 45],
      ['Safaga', 'Сафага', 'Safaga', 60],
    ],
  },
  SSH: {
    SSH: [
      ['Sharks Bay', 'Шаркс-Бей', 'Sharks Koyu', 10],
      ['Nabq Bay', 'Набк-Бей', 'Nabq Koyu', 15],
      ['Naama Bay', 'Наама-Бей', 'Naama Koyu', 15],
      ['Hadaba and Om El Sid', 'Хадаба и Ом-эль-Сид', 'Hadaba ve Om El Sid', 25],
      ['Dahab', 'Дахаб', 'Dahab', 75],
    ],
  },
  HKT: {
    HKT: [
      ['Mai Khao', 'Май Кхао', 'Mai Khao', 15],
      ['Bang Tao', 'Банг Тао', 'Bang Tao', 25],
      ['Surin', 'Сурин', 'Surin', 35],
      ['Kamala', 'Камала', 'Kamala', 40],
      ['Phuket Town', 'Пхукет-таун', 'Phuket şehir merkezi', 40],
      ['Patong', 'Патонг', 'Patong', 50],
      ['Karon', 'Карон', 'Karon', 60],
      ['Kata', 'Ката', 'Kata', 65],
      ['Nai Harn', 'Най Харн', 'Nai Harn', 75],
      ['Khao Lak', 'Кхао Лак', 'Khao Lak', 75],
    ],
  },
  DXB: {
    DXB: [
      ['Deira', 'Дейра', 'Deira', 10],
      ['Downtown Dubai', 'Даунтаун Дубай', 'Downtown Dubai', 15],
      ['Bur Dubai', 'Бур-Дубай', 'Bur Dubai', 15],
      ['Jumeirah', 'Джумейра', 'Jumeirah', 20],
      ['Sharjah', 'Шарджа', 'Şarika', 25],
      ['Al Barsha', 'Аль-Барша', 'Al Barsha', 25],
      ['Palm Jumeirah', 'Палм-Джумейра', 'Palm Jumeirah', 30],
      ['Dubai Marina and JBR', 'Дубай Марина и JBR', 'Dubai Marina ve JBR', 35],
    ],
  },
  IST: {
    IST: [
      ['Şişli and Mecidiyeköy', 'Шишли и Меджидиекёй', 'Şişli ve Mecidiyeköy', 40],
      ['Taksim and Beyoğlu', 'Таксим и Бейоглу', 'Taksim ve Beyoğlu', 45],
      ['Beşiktaş', 'Бешикташ', 'Beşiktaş', 45],
      ['Sultanahmet (Old City)', 'Султанахмет (старый город)', 'Sultanahmet (Tarihi Yarımada)', 50],
    ],
    SAW: [
      ['Ataşehir', 'Аташехир', 'Ataşehir', 30],
      ['Kadıköy', 'Кадыкёй', 'Kadıköy', 40],
      [
        'Sultanahmet (Old City), from Sabiha Gökçen',
        'Султанахмет (старый город), из Сабихи Гёкчен',
        'Sultanahmet (Tarihi Yarımada), Sabiha Gökçen’den',
        60,
      ],
    ],
  },
};

/** The demo zones as rows, for the seed and tests. */
export function demoTransferZones() {
  return Object.entries(ZONES).flatMap(([cityCode, byAirport]) =>
    Object.entries(byAirport).flatMap(([airportCode, zones]) =>
      zones.map(([nameEn, nameRu, nameTr, transferMinutes]) => ({
        cityCode,
        airportCode,
        nameEn,
        nameRu,
        nameTr,
        transferMinutes,
      })),
    ),
  );
}

/**
 * The host's demo vehicle types and transfer zones, shared by every site variant. Idempotent: a table that
 * already has host rows (even deleted ones — an admin removed them on purpose) is left alone.
 */
export async function seedDefinitions(db: Db): Promise<{ packageTypes: number; districts: number }> {
  const result = { packageTypes: 0, districts: 0 };
  const [types] = await db.select({ n: count() }).from(packageTypes).where(isNull(packageTypes.tenantId));
  if ((types?.n ?? 0) === 0) {
    const rows = PACKAGE_TYPES.map(([nameEn, nameRu, nameTr, passengerCapacity, baggageCapacity], i) => ({
      tenantId: null,
      nameEn,
      nameRu,
      nameTr,
      passengerCapacity,
      baggageCapacity,
      sortOrder: (i + 1) * 10,
    }));
    await db.insert(packageTypes).values(rows);
    result.packageTypes = rows.length;
  }
  const [zones] = await db.select({ n: count() }).from(districts).where(isNull(districts.tenantId));
  if ((zones?.n ?? 0) === 0) {
    const rows = demoTransferZones().map((z) => ({ tenantId: null, ...z }));
    await db.insert(districts).values(rows);
    result.districts = rows.length;
  }
  return result;
}
