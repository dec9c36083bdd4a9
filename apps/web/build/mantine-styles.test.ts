import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  installedMantineStylesheets,
  layeredStylesheet,
  mantineComponentOf,
  planMantineStyles,
} from './mantine-styles';

const classes = (component: string) =>
  `/app/node_modules/@mantine/core/esm/components/${component}/${component}.module.css.mjs`;

/** A chunk as the bundler reports it, with only what the plan reads. */
function chunk(
  fileName: string,
  parts: {
    components?: string[];
    imports?: string[];
    dynamicImports?: string[];
    facade?: string;
    lazy?: boolean;
  },
): Rolldown.OutputChunk {
  return {
    fileName,
    moduleIds: [...(parts.components ?? []).map(classes), `/app/src/${fileName}.tsx`],
    imports: parts.imports ?? [],
    dynamicImports: parts.dynamicImports ?? [],
    isDynamicEntry: parts.lazy ?? false,
    facadeModuleId: parts.facade ?? null,
  } as unknown as Rolldown.OutputChunk;
}

describe('mantine-styles', () => {
  it('finds a stylesheet for every component module of the installed @mantine/core, in its own order', () => {
    const require = createRequire(import.meta.url);
    const esm = join(dirname(require.resolve('@mantine/core/styles/global.css')), '..', 'esm');
    const components = (readdirSync(esm, { recursive: true }) as string[])
      .map((file) => mantineComponentOf(`/node_modules/@mantine/core/esm/${file}`))
      .filter((name): name is string => name !== undefined);
    expect(components.length).toBeGreaterThan(50);
    const sheets = installedMantineStylesheets();
    for (const name of components) expect(sheets.order).toContain(name);
    expect(sheets.order.slice(0, 3)).toEqual(['baseline', 'global', 'default-css-variables']);
    // shared components come before those built on them, as in styles.css
    const at = (name: string) => sheets.order.indexOf(name);
    expect(at('UnstyledButton')).toBeLessThan(at('Button'));
    expect(at('Popover')).toBeLessThan(at('Combobox'));
    expect(at('Input')).toBeLessThan(at('PillsInput'));
  });

  it('layers each stylesheet under mantine, the layers declared in Mantine’s order first', () => {
    const sheets = { order: ['baseline', 'Paper', 'Button'], css: (name: string) => `.${name}{}` };
    expect(layeredStylesheet(sheets, ['Button', 'baseline'])).toBe(
      '@layer mantine.baseline, mantine.Paper, mantine.Button;\n' +
        '@layer mantine.baseline {\n.baseline{}\n}\n' +
        '@layer mantine.Button {\n.Button{}\n}\n',
    );
  });

  it('gives each lazy chunk the components it draws that are not on the page whenever it loads', () => {
    const app = chunk('app', { components: ['Button', 'Input'], dynamicImports: ['home', 'help', 'admin'] });
    const home = chunk('home', {
      components: ['Card'],
      imports: ['form', 'shared'],
      dynamicImports: ['dialog'],
      facade: '/app/src/home.tsx',
      lazy: true,
    });
    // the search form: lazy on the results page, imported at once by the home
    const form = chunk('form', {
      components: ['Popover'],
      imports: ['shared'],
      facade: '/app/src/form.tsx',
      lazy: true,
    });
    const shared = chunk('shared', { components: ['Button', 'ScrollArea'] });
    const help = chunk('help', { components: ['Input'], facade: '/app/src/help.tsx', lazy: true });
    const admin = chunk('admin', {
      components: ['Table'],
      dynamicImports: ['dialog'],
      facade: '/app/src/admin.tsx',
      lazy: true,
    });
    // loaded by the home and by the back office: only what both have drawn is left out
    const dialog = chunk('dialog', {
      components: ['Modal', 'Card', 'Table'],
      facade: '/app/src/dialog.tsx',
      lazy: true,
    });
    const plan = planMantineStyles([app, home, form, shared, help, admin, dialog], new Set([app]));

    expect([...plan.firstLoad].sort()).toEqual(['Button', 'Input']);
    expect(
      Object.fromEntries([...plan.byFacade].map(([facade, names]) => [facade, [...names].sort()])),
    ).toEqual({
      '/app/src/home.tsx': ['Card', 'ScrollArea'],
      '/app/src/form.tsx': ['Popover', 'ScrollArea'],
      '/app/src/admin.tsx': ['Table'],
      '/app/src/dialog.tsx': ['Card', 'Modal', 'Table'],
    });
  });

  it('leaves out of a lazy chunk what every chunk that loads it has drawn', () => {
    const app = chunk('app', { dynamicImports: ['layout'] });
    const layout = chunk('layout', {
      components: ['AppShell', 'Modal'],
      dynamicImports: ['users', 'roles'],
      facade: '/app/src/layout.tsx',
      lazy: true,
    });
    const users = chunk('users', {
      components: ['Modal', 'Table'],
      facade: '/app/src/users.tsx',
      lazy: true,
    });
    const plan = planMantineStyles([app, layout, users], new Set([app]));
    expect([...(plan.byFacade.get('/app/src/users.tsx') ?? [])]).toEqual(['Table']);
  });
});
