import path from 'node:path';
import { CULTURES } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { loadContent, plainText } from './content.loader.js';

describe('plain text of content pages', () => {
  it('drops emphasis marks without leaving a space before the punctuation after them', () => {
    expect(plainText('need a **return ticket** or a **Russian internal passport**. Send `it`, _now_!')).toBe(
      'need a return ticket or a Russian internal passport. Send it, now!',
    );
    expect(plainText('## Baggage\n\n- one bag\n* two bags\n\n> see [the rules](/help/rules)')).toBe(
      'Baggage one bag two bags see the rules',
    );
  });

  it('gives every travel notice, in every language, without a space before a full stop or comma', () => {
    const library = loadContent(path.resolve(import.meta.dirname, '../../../../../content'));
    for (const culture of CULTURES) {
      const notices = [...library[culture].values()].filter((p) => p.slug.startsWith('notices/'));
      expect(notices.length, culture).toBeGreaterThan(0);
      for (const n of notices) expect(n.text, `${culture} ${n.slug}`).not.toMatch(/\s[.,;:!?]/);
    }
    const ru = library.ru.get('notices/ukrainian-passport-turkey-russia');
    expect(ru?.text).toContain('внутренний паспорт РФ. Пришлите');
    expect(library.en.get('notices/ukrainian-passport-turkey-russia')?.text).toContain(
      'Russian internal passport. Send',
    );
  });
});
