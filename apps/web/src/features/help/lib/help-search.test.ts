import type { HelpArticle } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { foldText, searchHelp } from './help-search';

const article = (slug: string, title: string, text: string): HelpArticle => ({
  slug,
  title,
  description: '',
  text,
});

describe('help search', () => {
  const ru = [
    article('baggage', 'Багаж и жидкости', 'Норма сдаваемого багажа 15–20 кг. Жидкости до 100 мл.'),
    article('payment', 'Оплата', 'Оплата картой через 3-D Secure. Багаж оплачивается отдельно.'),
    article('pnr', 'Номер бронирования', 'PNR из 6 символов.'),
  ];

  it('finds articles by word prefixes, title matches first', () => {
    expect(searchHelp(ru, 'багаж').map((h) => h.article.slug)).toEqual(['baggage', 'payment']);
    expect(searchHelp(ru, 'жидк').map((h) => h.article.slug)).toEqual(['baggage']);
    expect(searchHelp(ru, 'pnr').map((h) => h.article.slug)).toEqual(['pnr']);
  });

  it('needs every word and ignores an empty query', () => {
    expect(searchHelp(ru, 'багаж pnr')).toEqual([]);
    expect(searchHelp(ru, '  ')).toEqual([]);
  });

  it('folds Turkish i, ё and diacritics', () => {
    expect(foldText('İSTANBUL Ödeme ёлка')).toBe('istanbul odeme елка');
    const tr = [article('baggage', 'Bagaj ve sıvılar', 'Kabin bagajı')];
    expect(searchHelp(tr, 'bagaj')).toHaveLength(1);
    expect(searchHelp(tr, 'SIVI')).toHaveLength(1);
  });

  it('gives a snippet around the match', () => {
    expect(searchHelp(ru, 'мл')[0]?.snippet).toContain('100 мл');
  });
});
