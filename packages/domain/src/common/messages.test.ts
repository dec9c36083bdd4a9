import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CULTURES } from './culture.js';
import { MESSAGES, translate } from './messages.js';
import { localizeIssues } from './validation.js';

describe('messages', () => {
  it('has every key, non-empty, in every culture', () => {
    const keys = Object.keys(MESSAGES.en);
    for (const culture of CULTURES) {
      expect(Object.keys(MESSAGES[culture]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(MESSAGES[culture][key as keyof typeof MESSAGES.en].trim()).not.toBe('');
    }
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(translate('en', 'Abp.EntityNotFound', { entity: 'Order', id: 7 })).toBe(
      'There is no entity Order with id = 7!',
    );
    expect(translate('en', 'Abp.EntityNotFound', { entity: 'Order' })).toBe(
      'There is no entity Order with id = {id}!',
    );
  });
});

describe('localizeIssues', () => {
  const schema = z.object({
    name: z.string().min(1),
    age: z.number().int().min(18, { error: 'Validation.InvalidValue' }),
    nested: z.object({ code: z.string().length(3) }),
  });

  it('reports required fields with the spec text and paths as members', () => {
    expect(localizeIssues('ru', schema, { age: 20, nested: { code: 'abc' } })).toEqual([
      { message: 'Это поле обязательно к заполнению', members: ['name'] },
    ]);
    expect(localizeIssues('en', schema, { name: '', age: 20, nested: { code: 'abc' } })).toEqual([
      { message: 'This field is required', members: ['name'] },
    ]);
  });

  it('translates custom message keys and uses zod’s own locale for the rest', () => {
    const issues = localizeIssues('tr', schema, { name: 'x', age: 12, nested: { code: 'abcd' } });
    expect(issues[0]).toEqual({ message: 'Geçersiz değer', members: ['age'] });
    expect(issues[1]?.members).toEqual(['nested.code']);
    const ru = localizeIssues('ru', schema, { name: 'x', age: 20, nested: { code: 'abcd' } });
    expect(ru[0]?.message).not.toBe(issues[1]?.message);
  });

  it('returns nothing for valid data', () => {
    expect(localizeIssues('en', schema, { name: 'x', age: 30, nested: { code: 'abc' } })).toEqual([]);
  });
});
