import type { CabinClass } from '@charterdesk/domain';

/** Demo airlines: Russian and Belarusian charter carriers, Turkish charters and LCCs, two scheduled majors. */
export const DEMO_AIRLINES = [
  { code: 'ZF', name: 'AZUR air' },
  { code: 'N4', name: 'Nordwind Airlines' },
  { code: 'WZ', name: 'Red Wings' },
  { code: 'U6', name: 'Ural Airlines' },
  { code: '2S', name: 'Southwind Airlines' },
  { code: 'SU', name: 'Aeroflot' },
  { code: 'TK', name: 'Turkish Airlines' },
  { code: 'PC', name: 'Pegasus Airlines' },
  { code: 'XQ', name: 'SunExpress' },
  { code: 'XC', name: 'Corendon Airlines' },
  { code: 'B2', name: 'Belavia' },
] as const;

export type AirlineCode = (typeof DEMO_AIRLINES)[number]['code'];

/** Cabin layouts: seats per class on each dated flight. */
export const AIRCRAFT: Record<string, Partial<Record<CabinClass, number>>> = {
  'Airbus A321': { economy: 220 },
  'Airbus A321 (2-class)': { business: 16, economy: 154 },
  'Airbus A321neo': { business: 20, economy: 162 },
  'Airbus A320neo': { economy: 186 },
  'Airbus A330-300': { economy: 387 },
  'Airbus A330-200': { business: 18, economy: 280 },
  'Airbus A330-300 (2-class)': { business: 28, economy: 261 },
  'Airbus A350-900': { business: 28, premiumEconomy: 24, economy: 264 },
  'Boeing 737-800': { economy: 189 },
  'Boeing 737-800 (2-class)': { business: 12, economy: 150 },
  'Boeing 737 MAX 8': { economy: 189 },
  'Boeing 757-200': { economy: 235 },
  'Boeing 767-300ER': { business: 12, economy: 324 },
  'Boeing 777-300ER': { business: 30, premiumEconomy: 48, economy: 324 },
  'Boeing 777-300': { business: 24, economy: 488 },
  'Boeing 787-9': { business: 30, economy: 270 },
};

/**
 * How a carrier sells: charter (non-refundable, sold as charter seats), scheduled (refundable fares),
 * low-cost (scheduled, non-refundable, sometimes no checked bag).
 */
export type SaleKind = 'charter' | 'scheduled' | 'lowCost';

export const AIRLINE_TERMS: Record<
  AirlineCode,
  {
    currency: string;
    baggageKg: number;
    handBaggageKg: number;
    childPercent?: number;
    infantPercent?: number;
  }
> = {
  ZF: { currency: 'RUB', baggageKg: 20, handBaggageKg: 5 },
  N4: { currency: 'RUB', baggageKg: 20, handBaggageKg: 5 },
  WZ: { currency: 'RUB', baggageKg: 20, handBaggageKg: 5, infantPercent: 15 },
  U6: { currency: 'RUB', baggageKg: 23, handBaggageKg: 5 },
  '2S': { currency: 'EUR', baggageKg: 20, handBaggageKg: 8 },
  SU: { currency: 'RUB', baggageKg: 23, handBaggageKg: 10, childPercent: 75, infantPercent: 10 },
  TK: { currency: 'EUR', baggageKg: 20, handBaggageKg: 8 },
  PC: { currency: 'TRY', baggageKg: 0, handBaggageKg: 8, childPercent: 90, infantPercent: 20 },
  XQ: { currency: 'EUR', baggageKg: 20, handBaggageKg: 8 },
  XC: { currency: 'EUR', baggageKg: 20, handBaggageKg: 8, childPercent: 70 },
  B2: { currency: 'USD', baggageKg: 20, handBaggageKg: 8 },
};

/**
 * One route pair of a carrier: the outbound programme (number, from → to) and its return (number + 1).
 * Times are local; `days` are ISO weekdays of the outbound; the return flies on the day it can after the
 * outbound's arrival (a rotation). `fareEur` is the target adult economy total, one way.
 */
export interface DemoRoute {
  airline: AirlineCode;
  number: number;
  from: string;
  to: string;
  days: string;
  dep: string;
  ret: string;
  minutes: number;
  retMinutes: number;
  aircraft: keyof typeof AIRCRAFT;
  kind: SaleKind;
  fareEur: number;
}

const DAILY = '1234567';

// biome-ignore format: one route per line reads as a timetable
export const DEMO_ROUTES: DemoRoute[] = [
  // Moscow → Antalya: the busiest charter route of the market
  { airline: 'ZF', number: 2901, from: 'VKO', to: 'AYT', days: DAILY, dep: '23:30', ret: '04:40', minutes: 220, retMinutes: 215, aircraft: 'Airbus A330-300', kind: 'charter', fareEur: 182 },
  { airline: 'ZF', number: 2905, from: 'VKO', to: 'AYT', days: '1357', dep: '13:45', ret: '18:50', minutes: 220, retMinutes: 215, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 195 },
  { airline: 'N4', number: 511, from: 'SVO', to: 'AYT', days: DAILY, dep: '06:10', ret: '11:30', minutes: 225, retMinutes: 215, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 199 },
  { airline: 'N4', number: 515, from: 'SVO', to: 'AYT', days: '246', dep: '16:40', ret: '21:55', minutes: 225, retMinutes: 215, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 205 },
  { airline: 'SU', number: 2140, from: 'SVO', to: 'AYT', days: DAILY, dep: '09:05', ret: '14:15', minutes: 220, retMinutes: 215, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 265 },
  { airline: '2S', number: 1401, from: 'VKO', to: 'AYT', days: '12457', dep: '15:20', ret: '20:25', minutes: 220, retMinutes: 215, aircraft: 'Airbus A330-200', kind: 'charter', fareEur: 209 },
  { airline: 'WZ', number: 3081, from: 'DME', to: 'AYT', days: '146', dep: '07:40', ret: '12:45', minutes: 225, retMinutes: 215, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 188 },
  { airline: 'U6', number: 2611, from: 'DME', to: 'AYT', days: DAILY, dep: '11:25', ret: '16:35', minutes: 225, retMinutes: 220, aircraft: 'Airbus A321', kind: 'charter', fareEur: 193 },
  // Moscow → the Aegean and Gazipaşa
  { airline: 'N4', number: 521, from: 'SVO', to: 'GZP', days: '26', dep: '08:00', ret: '13:10', minutes: 225, retMinutes: 220, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 215 },
  { airline: 'N4', number: 531, from: 'SVO', to: 'DLM', days: '136', dep: '07:15', ret: '12:30', minutes: 230, retMinutes: 225, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 229 },
  { airline: 'ZF', number: 2921, from: 'VKO', to: 'DLM', days: '47', dep: '10:20', ret: '15:35', minutes: 230, retMinutes: 225, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 224 },
  { airline: 'ZF', number: 2931, from: 'VKO', to: 'BJV', days: '257', dep: '09:50', ret: '15:00', minutes: 235, retMinutes: 225, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 238 },
  { airline: '2S', number: 1411, from: 'VKO', to: 'BJV', days: '36', dep: '12:30', ret: '17:40', minutes: 235, retMinutes: 225, aircraft: 'Airbus A330-200', kind: 'charter', fareEur: 246 },
  // Moscow → Egypt
  { airline: 'ZF', number: 2801, from: 'VKO', to: 'HRG', days: DAILY, dep: '10:10', ret: '16:20', minutes: 300, retMinutes: 290, aircraft: 'Boeing 767-300ER', kind: 'charter', fareEur: 238 },
  { airline: 'N4', number: 541, from: 'SVO', to: 'HRG', days: '1357', dep: '05:55', ret: '12:05', minutes: 305, retMinutes: 290, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 249 },
  { airline: 'ZF', number: 2811, from: 'VKO', to: 'SSH', days: '12456', dep: '08:35', ret: '14:30', minutes: 290, retMinutes: 285, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 231 },
  { airline: 'U6', number: 2621, from: 'DME', to: 'SSH', days: '247', dep: '12:50', ret: '18:40', minutes: 290, retMinutes: 285, aircraft: 'Airbus A321', kind: 'charter', fareEur: 236 },
  // Moscow → Phuket and Dubai
  { airline: 'ZF', number: 2501, from: 'VKO', to: 'HKT', days: '1357', dep: '21:05', ret: '12:40', minutes: 560, retMinutes: 600, aircraft: 'Boeing 777-300', kind: 'charter', fareEur: 529 },
  { airline: 'SU', number: 272, from: 'SVO', to: 'HKT', days: DAILY, dep: '19:55', ret: '09:30', minutes: 560, retMinutes: 600, aircraft: 'Airbus A350-900', kind: 'scheduled', fareEur: 689 },
  { airline: 'SU', number: 520, from: 'SVO', to: 'DXB', days: DAILY, dep: '10:40', ret: '17:50', minutes: 310, retMinutes: 320, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 335 },
  { airline: 'U6', number: 2651, from: 'DME', to: 'DXB', days: '1346', dep: '22:10', ret: '05:30', minutes: 310, retMinutes: 320, aircraft: 'Airbus A321', kind: 'charter', fareEur: 289 },
  // Moscow ↔ Istanbul (feeds the Turkish domestic network)
  { airline: 'SU', number: 2134, from: 'SVO', to: 'IST', days: DAILY, dep: '10:05', ret: '15:05', minutes: 200, retMinutes: 195, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 189 },
  { airline: 'TK', number: 414, from: 'SVO', to: 'IST', days: DAILY, dep: '16:50', ret: '11:10', minutes: 205, retMinutes: 195, aircraft: 'Airbus A330-300 (2-class)', kind: 'scheduled', fareEur: 214 },
  // St Petersburg
  { airline: 'ZF', number: 2911, from: 'LED', to: 'AYT', days: DAILY, dep: '05:40', ret: '11:20', minutes: 250, retMinutes: 245, aircraft: 'Airbus A330-300', kind: 'charter', fareEur: 208 },
  { airline: 'N4', number: 611, from: 'LED', to: 'AYT', days: '1357', dep: '14:15', ret: '19:55', minutes: 250, retMinutes: 245, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 214 },
  { airline: '2S', number: 1501, from: 'LED', to: 'AYT', days: '246', dep: '09:30', ret: '15:10', minutes: 250, retMinutes: 245, aircraft: 'Airbus A330-200', kind: 'charter', fareEur: 219 },
  { airline: 'N4', number: 631, from: 'LED', to: 'DLM', days: '37', dep: '07:05', ret: '12:50', minutes: 255, retMinutes: 245, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 239 },
  { airline: 'ZF', number: 2841, from: 'LED', to: 'HRG', days: '246', dep: '06:20', ret: '13:00', minutes: 330, retMinutes: 320, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 268 },
  { airline: 'N4', number: 651, from: 'LED', to: 'SSH', days: '15', dep: '08:10', ret: '14:40', minutes: 320, retMinutes: 315, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 262 },
  { airline: 'ZF', number: 2521, from: 'LED', to: 'HKT', days: '36', dep: '22:35', ret: '13:50', minutes: 590, retMinutes: 630, aircraft: 'Boeing 777-300', kind: 'charter', fareEur: 559 },
  { airline: 'SU', number: 6510, from: 'LED', to: 'DXB', days: '257', dep: '09:15', ret: '16:40', minutes: 350, retMinutes: 360, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 359 },
  { airline: 'TK', number: 402, from: 'LED', to: 'IST', days: DAILY, dep: '11:00', ret: '06:45', minutes: 225, retMinutes: 220, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 229 },
  // Kazan
  { airline: 'ZF', number: 2961, from: 'KZN', to: 'AYT', days: '1247', dep: '04:50', ret: '10:30', minutes: 235, retMinutes: 230, aircraft: 'Boeing 757-200', kind: 'charter', fareEur: 201 },
  { airline: '2S', number: 1601, from: 'KZN', to: 'AYT', days: '356', dep: '13:10', ret: '18:45', minutes: 235, retMinutes: 230, aircraft: 'Airbus A330-200', kind: 'charter', fareEur: 212 },
  { airline: 'WZ', number: 3181, from: 'KZN', to: 'HRG', days: '26', dep: '09:00', ret: '15:30', minutes: 310, retMinutes: 305, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 259 },
  { airline: 'SU', number: 1190, from: 'KZN', to: 'SVO', days: DAILY, dep: '07:10', ret: '18:20', minutes: 95, retMinutes: 95, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 76 },
  { airline: 'SU', number: 1194, from: 'KZN', to: 'SVO', days: DAILY, dep: '14:30', ret: '10:15', minutes: 95, retMinutes: 95, aircraft: 'Airbus A321 (2-class)', kind: 'scheduled', fareEur: 79 },
  { airline: 'TK', number: 416, from: 'KZN', to: 'IST', days: '146', dep: '12:25', ret: '07:30', minutes: 230, retMinutes: 225, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 239 },
  // Yekaterinburg
  { airline: 'U6', number: 2711, from: 'SVX', to: 'AYT', days: DAILY, dep: '06:30', ret: '12:10', minutes: 300, retMinutes: 290, aircraft: 'Airbus A321', kind: 'charter', fareEur: 247 },
  { airline: 'WZ', number: 3281, from: 'SVX', to: 'AYT', days: '257', dep: '15:45', ret: '21:20', minutes: 300, retMinutes: 290, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 255 },
  { airline: 'U6', number: 2741, from: 'SVX', to: 'HRG', days: '37', dep: '07:20', ret: '13:40', minutes: 360, retMinutes: 350, aircraft: 'Airbus A321', kind: 'charter', fareEur: 289 },
  { airline: 'U6', number: 2761, from: 'SVX', to: 'DXB', days: '2467', dep: '01:20', ret: '08:15', minutes: 285, retMinutes: 295, aircraft: 'Airbus A321', kind: 'charter', fareEur: 279 },
  { airline: 'ZF', number: 2531, from: 'SVX', to: 'HKT', days: '25', dep: '23:55', ret: '14:20', minutes: 510, retMinutes: 545, aircraft: 'Boeing 777-300', kind: 'charter', fareEur: 512 },
  // Minsk
  { airline: 'B2', number: 7401, from: 'MSQ', to: 'AYT', days: '12467', dep: '05:10', ret: '10:15', minutes: 195, retMinutes: 190, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 187 },
  { airline: 'B2', number: 783, from: 'MSQ', to: 'IST', days: DAILY, dep: '06:25', ret: '16:20', minutes: 175, retMinutes: 170, aircraft: 'Boeing 737-800 (2-class)', kind: 'scheduled', fareEur: 169 },
  { airline: 'B2', number: 7421, from: 'MSQ', to: 'HRG', days: '36', dep: '07:55', ret: '14:10', minutes: 290, retMinutes: 285, aircraft: 'Boeing 737-800', kind: 'charter', fareEur: 249 },
  { airline: 'B2', number: 7441, from: 'MSQ', to: 'DXB', days: '15', dep: '11:40', ret: '19:05', minutes: 330, retMinutes: 340, aircraft: 'Boeing 737-800 (2-class)', kind: 'scheduled', fareEur: 309 },
  // Istanbul: the Turkish domestic shuttle and long haul
  { airline: 'TK', number: 2410, from: 'IST', to: 'AYT', days: DAILY, dep: '07:00', ret: '09:15', minutes: 80, retMinutes: 80, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 64 },
  { airline: 'TK', number: 2412, from: 'IST', to: 'AYT', days: DAILY, dep: '11:05', ret: '13:10', minutes: 80, retMinutes: 80, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 69 },
  { airline: 'TK', number: 2416, from: 'IST', to: 'AYT', days: DAILY, dep: '17:40', ret: '20:05', minutes: 80, retMinutes: 80, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 72 },
  { airline: 'PC', number: 2020, from: 'SAW', to: 'AYT', days: DAILY, dep: '08:20', ret: '10:25', minutes: 75, retMinutes: 75, aircraft: 'Airbus A320neo', kind: 'lowCost', fareEur: 46 },
  { airline: 'PC', number: 2024, from: 'SAW', to: 'AYT', days: DAILY, dep: '19:35', ret: '21:45', minutes: 75, retMinutes: 75, aircraft: 'Airbus A320neo', kind: 'lowCost', fareEur: 41 },
  { airline: 'XQ', number: 7010, from: 'SAW', to: 'AYT', days: '1357', dep: '13:15', ret: '15:20', minutes: 75, retMinutes: 75, aircraft: 'Boeing 737-800', kind: 'lowCost', fareEur: 52 },
  { airline: 'TK', number: 2556, from: 'IST', to: 'DLM', days: DAILY, dep: '09:40', ret: '11:45', minutes: 75, retMinutes: 75, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 66 },
  { airline: 'XQ', number: 7030, from: 'SAW', to: 'DLM', days: '246', dep: '15:10', ret: '17:15', minutes: 75, retMinutes: 75, aircraft: 'Boeing 737-800', kind: 'lowCost', fareEur: 49 },
  { airline: 'TK', number: 2510, from: 'IST', to: 'BJV', days: DAILY, dep: '12:20', ret: '14:25', minutes: 70, retMinutes: 70, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 63 },
  { airline: 'PC', number: 2250, from: 'SAW', to: 'BJV', days: DAILY, dep: '10:05', ret: '12:05', minutes: 70, retMinutes: 70, aircraft: 'Airbus A320neo', kind: 'lowCost', fareEur: 39 },
  { airline: 'TK', number: 760, from: 'IST', to: 'DXB', days: DAILY, dep: '14:35', ret: '04:05', minutes: 260, retMinutes: 280, aircraft: 'Boeing 787-9', kind: 'scheduled', fareEur: 259 },
  { airline: 'PC', number: 510, from: 'SAW', to: 'DXB', days: DAILY, dep: '00:45', ret: '07:25', minutes: 255, retMinutes: 275, aircraft: 'Airbus A320neo', kind: 'lowCost', fareEur: 169 },
  { airline: 'TK', number: 172, from: 'IST', to: 'HKT', days: '1357', dep: '01:55', ret: '19:40', minutes: 590, retMinutes: 640, aircraft: 'Airbus A350-900', kind: 'scheduled', fareEur: 612 },
  { airline: 'TK', number: 694, from: 'IST', to: 'SSH', days: '246', dep: '10:30', ret: '14:55', minutes: 165, retMinutes: 170, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 189 },
  { airline: 'XC', number: 6201, from: 'IST', to: 'HRG', days: '37', dep: '07:30', ret: '11:45', minutes: 170, retMinutes: 175, aircraft: 'Boeing 737 MAX 8', kind: 'charter', fareEur: 159 },
  { airline: 'XC', number: 6211, from: 'SAW', to: 'SSH', days: '15', dep: '06:45', ret: '10:40', minutes: 160, retMinutes: 165, aircraft: 'Boeing 737 MAX 8', kind: 'charter', fareEur: 152 },
  { airline: 'TK', number: 418, from: 'IST', to: 'MSQ', days: '2357', dep: '08:15', ret: '14:05', minutes: 175, retMinutes: 170, aircraft: 'Airbus A321neo', kind: 'scheduled', fareEur: 179 },
];
