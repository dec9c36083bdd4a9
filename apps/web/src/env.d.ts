/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API server; empty (default) means the same origin as the web app. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
