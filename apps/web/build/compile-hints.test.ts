import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

const chunk = (fileName: string, name: string, code: string) =>
  ({ type: 'chunk', fileName, name, code, map: null }) as unknown as Rolldown.OutputChunk;
const mapAsset = (fileName: string, mappings: string) =>
  ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings }) }) as Rolldown.OutputAsset;

function generate(bundle: Bundle): void {
  const plugin = compileHints((c) => c.name === 'app' || c.fileName.startsWith('assets/p-'));
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of the chunks that run on load, and moves their maps down a line', () => {
    const bundle: Bundle = {
      'assets/app.js': chunk('assets/app.js', 'app', 'const a=1;\nexport{a}'),
      'assets/app.js.map': mapAsset('assets/app.js.map', 'AAAA;AACA'),
      'assets/p-page.js': chunk('assets/p-page.js', 'help-pages', 'export const p=2;'),
      'assets/lazy.js': chunk('assets/lazy.js', 'calendar', 'export const c=3;'),
      'assets/lazy.js.map': mapAsset('assets/lazy.js.map', 'AAAA'),
    };
    generate(bundle);
    const code = (file: string) => (bundle[file] as Rolldown.OutputChunk).code;
    const mappings = (file: string) =>
      (JSON.parse((bundle[file] as Rolldown.OutputAsset).source as string) as { mappings: string }).mappings;

    expect(code('assets/app.js')).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a}`);
    expect(mappings('assets/app.js.map')).toBe(';AAAA;AACA');
    expect(code('assets/p-page.js').split('\n')[0]).toBe(COMPILE_HINT);
    // a chunk loaded later keeps lazy compiling, and its map as it was
    expect(code('assets/lazy.js')).toBe('export const c=3;');
    expect(mappings('assets/lazy.js.map')).toBe('AAAA');
  });

  it('moves a map the chunk carries itself, and marks a chunk once however often it runs', () => {
    const app = chunk('assets/app.js', 'app', 'run()');
    (app as { map: unknown }).map = { mappings: 'AAAA' };
    const bundle: Bundle = { 'assets/app.js': app };
    generate(bundle);
    generate(bundle);
    expect(app.code).toBe(`${COMPILE_HINT}\nrun()`);
    expect(app.map?.mappings).toBe(';AAAA');
  });
});
