// Pure helpers of js-budget.ts: which JS files a page needs before it renders, read from Vite's manifest.

/** One entry of dist/.vite/manifest.json (only the fields read here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the HTML entry (there is exactly one for this app). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/**
 * The JS files of the given chunks and of everything they import statically, transitively (dynamic
 * imports are left out: the browser fetches them later). Each file once, in visiting order.
 */
export function jsClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js') && !files.includes(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Sums the sizes of files (each counted once) given a size function, e.g. gzip bytes. */
export function totalSize(files: readonly string[], sizeOf: (file: string) => number): number {
  return [...new Set(files)].reduce((sum, file) => sum + sizeOf(file), 0);
}

/**
 * The manifest key of the texts every page of a language loads before its first render: the build puts the
 * frame's namespaces of a language in one chunk named `texts-<lng>` (apps/web/vite.config.ts).
 */
export function startupTextsKey(manifest: Manifest, lng: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === `texts-${lng}`);
  if (keys.length !== 1)
    throw new Error(`expected one chunk named texts-${lng} in the manifest, found ${keys.length}`);
  return keys[0]!;
}
