import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CULTURES } from './culture.js';
import { MESSAGES } from './messages.js';
import { localizeIssues } from './validation.js';

const schema = z.object({ userName: z.string().min(2), sender: z.string().max(11) });

describe('localized validation messages', () => {
  it.each(CULTURES)('says how long a text must be in words, not zod\'s ">=2" (%s)', (culture) => {
    const issues = localizeIssues(culture, schema, { userName: 'a', sender: 'CHARTERDESK-TR' });
    expect(issues).toEqual([
      { message: MESSAGES[culture]['Validation.TooShort'].replace('{min}', '2'), members: ['userName'] },
      { message: MESSAGES[culture]['Validation.TooLong'].replace('{max}', '11'), members: ['sender'] },
    ]);
    for (const { message } of issues) expect(message).not.toMatch(/[<>]=|string/);
  });

  const numbers = z.object({
    passengerCapacity: z.coerce.number().int().min(1).max(60),
    holdMinutes: z.number().int().min(5).max(120),
  });

  it.each(CULTURES)('says a number\'s bounds in words, not zod\'s "<=60" (%s)', (culture) => {
    const issues = localizeIssues(culture, numbers, { passengerCapacity: '61', holdMinutes: 2 });
    expect(issues).toEqual([
      {
        message: MESSAGES[culture]['Validation.TooBigNumber'].replace('{max}', '60'),
        members: ['passengerCapacity'],
      },
      {
        message: MESSAGES[culture]['Validation.TooSmallNumber'].replace('{min}', '5'),
        members: ['holdMinutes'],
      },
    ]);
    for (const { message } of issues) expect(message).not.toMatch(/[<>]=|number|{|}/);
  });

  it('words number bounds in each language as agreed', () => {
    const words = (culture: 'ru' | 'en' | 'tr') =>
      localizeIssues(culture, numbers, { passengerCapacity: 0, holdMinutes: 121 }).map((i) => i.message);
    expect(words('en')).toEqual(['At least 1', 'Not more than 120']);
    expect(words('ru')).toEqual(['Не меньше 1', 'Не больше 120']);
    expect(words('tr')).toEqual(['En az 1', 'En fazla 120']);
  });

  it('calls an emptied text required, whatever its minimum length', () => {
    expect(localizeIssues('ru', schema, { userName: '', sender: '' })).toEqual([
      { message: MESSAGES.ru['Validation.Required'], members: ['userName'] },
    ]);
    expect(localizeIssues('en', schema, { sender: 'x' })).toEqual([
      { message: MESSAGES.en['Validation.Required'], members: ['userName'] },
    ]);
  });
});
