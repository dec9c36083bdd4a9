import { CULTURES, MESSAGES } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { domainErrorMap } from './domain-error-map';
import { domainMessage, domainText, isDomainKey } from './domain-texts';

describe('domain texts in the browser', () => {
  it('serves each language as the domain has it, one module per language', async () => {
    for (const culture of CULTURES) {
      const { default: texts } = await import(`virtual:domain-texts/${culture}`);
      expect(texts).toEqual(MESSAGES[culture]);
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
});
