import { CULTURES, isPageMessageKey, MESSAGES, SERVER_ONLY_MESSAGE_GROUPS } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainErrorMap } from './domain-error-map';
import { domainMessage, domainText, isDomainKey } from './domain-texts';

describe('domain texts in the browser', () => {
  it('serves each language as the domain has it, one module per language, without the server-only texts', async () => {
    for (const culture of CULTURES) {
      const { default: texts } = await import(`virtual:domain-texts/${culture}`);
      const all = Object.entries(MESSAGES[culture]);
      expect(texts).toEqual(Object.fromEntries(all.filter(([key]) => isPageMessageKey(key))));
      // what a page shows stays: validation, refusals, payment reasons
      expect(texts).toMatchObject({
        'Validation.Required': MESSAGES[culture]['Validation.Required'],
        'Booking.InvalidPhone': MESSAGES[culture]['Booking.InvalidPhone'],
        'Flight.PastDate': MESSAGES[culture]['Flight.PastDate'],
      });
      // e-mail, PDF and crawler texts do not travel to the browser
      const keys = Object.keys(texts);
      for (const group of SERVER_ONLY_MESSAGE_GROUPS) {
        expect(
          all.some(([key]) => key.startsWith(`${group}.`)),
          `the domain has ${group} texts`,
        ).toBe(true);
        expect(keys.filter((key) => key.startsWith(`${group}.`))).toEqual([]);
      }
    }
  });

  it('reads a loaded language, fills placeholders and passes other text through', () => {
    expect(domainText('tr', 'Validation.Required')).toBe(MESSAGES.tr['Validation.Required']);
    expect(domainText('en', 'Flight.UnknownLocation', { code: 'QQQ' })).toBe(
      'We do not know the airport or city QQQ',
    );
    expect(isDomainKey('ru', 'Flight.PastDate')).toBe(true);
    expect(isDomainKey('ru', 'toString')).toBe(false);
    expect(domainMessage('ru', 'Flight.PastDate')).toBe(MESSAGES.ru['Flight.PastDate']);
    expect(domainMessage('ru', 'Поле заполнено неверно')).toBe('Поле заполнено неверно');
  });

  it('gives zod the language\'s "required" text', () => {
    const map = domainErrorMap('en');
    const issue = { code: 'invalid_type', expected: 'string', input: undefined, path: [] } as never;
    expect(map(issue)).toBe(MESSAGES.en['Validation.Required']);
  });

  it.each(CULTURES)('words a number out of its bounds in the language, not zod\'s "<=60" (%s)', (culture) => {
    const schema = z.object({ capacity: z.coerce.number().int().min(1).max(60) });
    const message = (value: string) =>
      schema.safeParse({ capacity: value }, { error: domainErrorMap(culture) }).error?.issues[0]?.message;
    expect(message('61')).toBe(MESSAGES[culture]['Validation.TooBigNumber'].replace('{max}', '60'));
    expect(message('0')).toBe(MESSAGES[culture]['Validation.TooSmallNumber'].replace('{min}', '1'));
    expect(message('61')).not.toMatch(/Too big|<=/);
  });
});
