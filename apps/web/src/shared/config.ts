/** The only reader of build-time environment variables in the web app. */
export const config = {
  /** `VITE_API_BASE_URL`, default '' = same origin; normalized without a trailing slash. */
  apiBaseUrl: normalizeBaseUrl(import.meta.env.VITE_API_BASE_URL),
  /** Spec §9: every request gives up after 30 s. */
  requestTimeoutMs: 30_000,
} as const;

export function normalizeBaseUrl(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}
