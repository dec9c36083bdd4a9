/** Tags as typed or pasted: `a.com, B.com` → `a.com`, `b.com`, without duplicates. */
export function normalizeDomains(tags: readonly string[]): string[] {
  const domains = tags.flatMap((tag) => tag.split(/[\s,;]+/)).map((domain) => domain.trim().toLowerCase());
  return [...new Set(domains.filter(Boolean))];
}
