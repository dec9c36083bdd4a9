import { describe, expect, it } from 'vitest';
import { isUkrainianPassportNoticeDue, noticesForTrip, UKRAINIAN_PASSPORT_NOTICE } from './travel-notices.js';

const flight = (from: string, to: string) => ({
  origin: { countryCode: from },
  destination: { countryCode: to },
});
const MOW_AYT = flight('RU', 'TR');
const AYT_MOW = flight('TR', 'RU');
const passengers = (...nationalities: string[]) => nationalities.map((nationality) => ({ nationality }));

describe('the Ukrainian passport notice (Turkey → Russia)', () => {
  it('concerns a Ukrainian passport on a flight from Turkey to Russia', () => {
    expect(isUkrainianPassportNoticeDue({ passengers: passengers('UA'), flights: [AYT_MOW] })).toBe(true);
    // one Ukrainian among Russians, on the way back of a round trip
    expect(
      isUkrainianPassportNoticeDue({ passengers: passengers('RU', 'ua'), flights: [MOW_AYT, AYT_MOW] }),
    ).toBe(true);
  });

  it('does not concern Russian passports, nor a Ukrainian who only flies Russia to Turkey or elsewhere', () => {
    expect(isUkrainianPassportNoticeDue({ passengers: passengers('RU', 'RU'), flights: [MOW_AYT] })).toBe(
      false,
    );
    expect(isUkrainianPassportNoticeDue({ passengers: passengers('RU'), flights: [MOW_AYT, AYT_MOW] })).toBe(
      false,
    );
    expect(isUkrainianPassportNoticeDue({ passengers: passengers('UA'), flights: [MOW_AYT] })).toBe(false);
    expect(
      isUkrainianPassportNoticeDue({ passengers: passengers('UA'), flights: [flight('TR', 'TR')] }),
    ).toBe(false);
    expect(
      isUkrainianPassportNoticeDue({ passengers: passengers('UA'), flights: [flight('TR', 'DE')] }),
    ).toBe(false);
  });

  it("keeps a trip's other notices and drops this one when it does not apply", () => {
    const notices = [
      { slug: UKRAINIAN_PASSPORT_NOTICE, title: 'Ukraine', text: '…' },
      { slug: 'notices/thailand-stay', title: 'Thailand', text: '…' },
    ];
    const slugs = (trip: Parameters<typeof noticesForTrip>[1]) =>
      noticesForTrip(notices, trip).map((n) => n.slug);
    expect(slugs({ passengers: passengers('RU'), flights: [MOW_AYT] })).toEqual(['notices/thailand-stay']);
    expect(slugs({ passengers: passengers('UA'), flights: [AYT_MOW] })).toEqual([
      UKRAINIAN_PASSPORT_NOTICE,
      'notices/thailand-stay',
    ]);
  });
});
