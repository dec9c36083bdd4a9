import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/**
 * `import texts from 'virtual:domain-texts/ru'`: the domain's API messages of one language, without the texts
 * only the server writes (e-mails, PDFs: `isPageMessageKey`).
 */
export const DOMAIN_TEXTS_PREFIX = 'virtual:domain-texts/';

const messagesModule = fileURLToPath(
  new URL('../../../packages/domain/src/common/messages.ts', import.meta.url),
);

/**
 * The domain's MESSAGES object holds every language (~25 kB gzip together) and is one object, so a bundler
 * cannot keep one language and drop the rest. This plugin reads it at build time and serves each language
 * as a module of its own, which the app loads for the current language only (shared/i18n/domain-texts.ts).
 */
export function domainTexts(): Plugin {
  let messages: Promise<Record<string, Record<string, string>>> | undefined;
  return {
    name: 'charterdesk:domain-texts',
    resolveId(source) {
      return source.startsWith(DOMAIN_TEXTS_PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${DOMAIN_TEXTS_PREFIX}`)) return null;
      const language = id.slice(DOMAIN_TEXTS_PREFIX.length + 1);
      messages ??= runnerImport<{
        MESSAGES: Record<string, Record<string, string>>;
        isPageMessageKey: (key: string) => boolean;
      }>(messagesModule).then(({ module }) => {
        const pageTexts = (texts: Record<string, string>) =>
          Object.fromEntries(Object.entries(texts).filter(([key]) => module.isPageMessageKey(key)));
        return Object.fromEntries(
          Object.entries(module.MESSAGES).map(([lng, texts]) => [lng, pageTexts(texts)]),
        );
      });
      const texts = (await messages)[language];
      if (!texts) this.error(`the domain has no messages in "${language}"`);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
