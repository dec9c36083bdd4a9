import { existsSync, readFileSync } from 'node:fs';

/**
 * The largest modules a built chunk holds, by the length of their source in the chunk's source map (a measure of
 * what the chunk is made of, not of each module's share of its bytes), package paths shortened to the package.
 */
export function largestSources(chunkPath: string, count: number): string[] {
  const mapPath = `${chunkPath}.map`;
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourcesContent?: string[] };
  return map.sources
    .map((source, index) => ({
      name: source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''),
      size: map.sourcesContent?.[index]?.length ?? 0,
    }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ name }) => name);
}
