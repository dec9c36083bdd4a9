import { foldSearchText, type HelpArticle } from '@charterdesk/domain';

/** The domain's search folding (case, Turkish i, ё/й, diacritics, punctuation). */
export const foldText = foldSearchText;

export interface HelpHit {
  article: HelpArticle;
  /** a short piece of the text around the first match, for the result list */
  snippet: string;
}

/**
 * Instant help search: every word of the query must start a word of the article (title, description or
 * text); title matches rank first, then description matches, then body-only ones.
 */
export function searchHelp(articles: HelpArticle[], query: string): HelpHit[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const hits: { hit: HelpHit; rank: number }[] = [];
  for (const article of articles) {
    const title = ` ${foldText(article.title)}`;
    const description = ` ${foldText(article.description)}`;
    const text = ` ${foldText(article.text)}`;
    const all = `${title}${description}${text}`;
    if (!words.every((w) => all.includes(` ${w}`))) continue;
    const rank = words.every((w) => title.includes(` ${w}`))
      ? 0
      : words.some((w) => description.includes(` ${w}`))
        ? 1
        : 2;
    hits.push({ hit: { article, snippet: snippetOf(article.text, words[0]!) }, rank });
  }
  return hits.sort((a, b) => a.rank - b.rank).map((h) => h.hit);
}

function snippetOf(text: string, word: string): string {
  const folded = foldText(text);
  // folding keeps lengths for Latin/Cyrillic letters, so the index maps back closely enough for a preview
  const at = Math.max(0, folded.indexOf(word) - 60);
  const piece = text.slice(at, at + 180).trim();
  return `${at > 0 ? '…' : ''}${piece}${at + 180 < text.length ? '…' : ''}`;
}
