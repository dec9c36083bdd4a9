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

  it('calls an emptied text required, whatever its minimum length', () => {
    expect(localizeIssues('ru', schema, { userName: '', sender: '' })).toEqual([
      { message: MESSAGES.ru['Validation.Required'], members: ['userName'] },
    ]);
    expect(localizeIssues('en', schema, { sender: 'x' })).toEqual([
      { message: MESSAGES.en['Validation.Required'], members: ['userName'] },
    ]);
  });
});
