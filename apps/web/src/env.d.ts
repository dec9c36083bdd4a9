/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API server; empty (default) means the same origin as the web app. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The domain's API messages of one language, without the server's own (build/domain-texts.ts). */
declare module 'virtual:domain-texts/*' {
  const texts: Readonly<Record<import('@charterdesk/domain').PageMessageKey, string>>;
  export default texts;
}
