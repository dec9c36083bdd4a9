/** Texts of the admin inventory service and of the sales stop it sets (merged into MESSAGES). */
const en = {
  'Inventory.InvalidTime': 'Enter a time as HH:mm',
  'Inventory.InvalidAirline': 'Choose an airline',
  'Inventory.UnknownAirline': 'There is no active airline with this code',
  'Inventory.InvalidFlightNumber': 'Up to 4 digits and an optional letter, e.g. 9012',
  'Inventory.UnknownAirport': 'We do not know this airport',
  'Inventory.WeekdaysRequired': 'Choose at least one weekday',
  'Inventory.DurationOrArrival': 'Give either the flight duration or the local arrival time',
  'Inventory.BadBlockTime':
    'With these times the flight would end before it starts or last over 20 hours: check them',
  'Inventory.StartInPast': 'The programme cannot start in the past',
  'Inventory.EndBeforeStart': 'The end date cannot be before the start date',
  'Inventory.PeriodTooLong': 'A programme can run for at most 366 days',
  'Inventory.CabinRequired': 'Add at least one cabin with seats',
  'Inventory.NoFlights': 'The programme has no flight on its weekdays between these dates',
  'Inventory.DuplicateProgramme': 'The flight {flight} already has a programme in this period',
  'Inventory.DuplicateProgrammeDetails': 'Existing programme: {from} – {to}.',
  'Inventory.ReadOnly': 'This is the main site’s programme: it can only be changed there',
  'Inventory.CabinsFixed': 'Cabins cannot be added or removed once the programme exists',
  'Inventory.SeatsInUse': 'Not enough seats left to reduce the {cabin} cabin to {seats}',
  'Inventory.SeatsInUseDetails':
    '{count} flight(s), the first on {date}, already have more seats sold or held. Sold seats are never taken back.',
  'Inventory.FlightsOrProgramme': 'Choose flights, or a programme and dates',
  'Inventory.SalesClosed': 'Sales for this flight are closed',
  'Inventory.SalesClosedDetails': 'Please choose another flight or date.',
} as const;

type InventoryKey = keyof typeof en;

const ru: Record<InventoryKey, string> = {
  'Inventory.InvalidTime': 'Введите время в формате ЧЧ:мм',
  'Inventory.InvalidAirline': 'Выберите авиакомпанию',
  'Inventory.UnknownAirline': 'Нет действующей авиакомпании с таким кодом',
  'Inventory.InvalidFlightNumber': 'До 4 цифр и необязательная буква, например 9012',
  'Inventory.UnknownAirport': 'Такой аэропорт нам неизвестен',
  'Inventory.WeekdaysRequired': 'Выберите хотя бы один день недели',
  'Inventory.DurationOrArrival': 'Укажите либо продолжительность полёта, либо местное время прилёта',
  'Inventory.BadBlockTime':
    'С таким временем рейс прилетел бы раньше вылета или летел бы дольше 20 часов: проверьте время',
  'Inventory.StartInPast': 'Программа не может начинаться в прошлом',
  'Inventory.EndBeforeStart': 'Дата окончания не может быть раньше даты начала',
  'Inventory.PeriodTooLong': 'Программа может длиться не более 366 дней',
  'Inventory.CabinRequired': 'Добавьте хотя бы один класс с местами',
  'Inventory.NoFlights': 'В эти даты по выбранным дням недели нет ни одного рейса',
  'Inventory.DuplicateProgramme': 'У рейса {flight} уже есть программа в этот период',
  'Inventory.DuplicateProgrammeDetails': 'Существующая программа: {from} – {to}.',
  'Inventory.ReadOnly': 'Это программа основного сайта: изменить её можно только там',
  'Inventory.CabinsFixed': 'После создания программы классы нельзя добавлять или удалять',
  'Inventory.SeatsInUse': 'Недостаточно свободных мест, чтобы уменьшить класс {cabin} до {seats}',
  'Inventory.SeatsInUseDetails':
    'На рейсах ({count}), первый {date}, уже продано или забронировано больше мест. Проданные места не отзываются.',
  'Inventory.FlightsOrProgramme': 'Выберите рейсы либо программу и даты',
  'Inventory.SalesClosed': 'Продажи на этот рейс закрыты',
  'Inventory.SalesClosedDetails': 'Пожалуйста, выберите другой рейс или дату.',
};

const tr: Record<InventoryKey, string> = {
  'Inventory.InvalidTime': 'Saati SS:dd biçiminde girin',
  'Inventory.InvalidAirline': 'Bir havayolu seçin',
  'Inventory.UnknownAirline': 'Bu kodla aktif bir havayolu yok',
  'Inventory.InvalidFlightNumber': 'En fazla 4 rakam ve isteğe bağlı bir harf, ör. 9012',
  'Inventory.UnknownAirport': 'Bu havalimanı bulunamadı',
  'Inventory.WeekdaysRequired': 'En az bir gün seçin',
  'Inventory.DurationOrArrival': 'Uçuş süresini veya yerel varış saatini girin (ikisinden biri)',
  'Inventory.BadBlockTime':
    'Bu saatlerle uçuş kalkmadan inerdi veya 20 saatten uzun sürerdi: saatleri kontrol edin',
  'Inventory.StartInPast': 'Program geçmişte başlayamaz',
  'Inventory.EndBeforeStart': 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  'Inventory.PeriodTooLong': 'Bir program en fazla 366 gün sürebilir',
  'Inventory.CabinRequired': 'Koltuklu en az bir kabin ekleyin',
  'Inventory.NoFlights': 'Bu tarihler arasında seçilen günlerde hiç uçuş yok',
  'Inventory.DuplicateProgramme': '{flight} uçuşunun bu dönemde zaten bir programı var',
  'Inventory.DuplicateProgrammeDetails': 'Mevcut program: {from} – {to}.',
  'Inventory.ReadOnly': 'Bu, ana sitenin programıdır: yalnızca orada değiştirilebilir',
  'Inventory.CabinsFixed': 'Program oluşturulduktan sonra kabin eklenemez veya kaldırılamaz',
  'Inventory.SeatsInUse': '{cabin} kabinini {seats} koltuğa düşürmek için yeterli boş koltuk yok',
  'Inventory.SeatsInUseDetails':
    '{count} uçuşta (ilki {date}) daha fazla koltuk satılmış veya ayrılmış. Satılan koltuklar geri alınmaz.',
  'Inventory.FlightsOrProgramme': 'Uçuşları ya da bir programı ve tarihleri seçin',
  'Inventory.SalesClosed': 'Bu uçuşun satışları kapalı',
  'Inventory.SalesClosedDetails': 'Lütfen başka bir uçuş veya tarih seçin.',
};

export const INVENTORY_MESSAGES = { en, ru, tr };
