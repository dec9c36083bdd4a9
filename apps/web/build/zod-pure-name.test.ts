import { describe, expect, it } from 'vitest';
import { renameZod, ZOD_PURE_NAME } from './zod-pure-name';

describe('renameZod', () => {
  it("renames zod's z in a module that imports it, chains broken over lines included", () => {
    const source = [
      "import { z } from 'zod';",
      'export const name = z.string().min(1);',
      'export const password = z',
      '  .string()',
      '  .refine((p) => /[A-Za-z]/.test(p));',
      'export type Name = z.infer<typeof name>;',
    ].join('\n');
    expect(renameZod(source)).toBe(
      [
        `import { z as ${ZOD_PURE_NAME} } from 'zod';`,
        `export const name = ${ZOD_PURE_NAME}.string().min(1);`,
        `export const password = ${ZOD_PURE_NAME}`,
        '  .string()',
        '  .refine((p) => /[A-Za-z]/.test(p));',
        `export type Name = ${ZOD_PURE_NAME}.infer<typeof name>;`,
      ].join('\n'),
    );
  });

  it('leaves other names ending in z, properties named z and a regular expression alone', () => {
    const source = "import { z } from 'zod';\nconst a = { z: 1 }.z + quiz.length + /[a-z.]/.source.length;\n";
    expect(renameZod(source)).toBe(
      `import { z as ${ZOD_PURE_NAME} } from 'zod';\nconst a = { z: 1 }.z + quiz.length + /[a-z.]/.source.length;\n`,
    );
  });

  it('leaves a module that does not import z untouched, even one with a local z', () => {
    expect(renameZod('const zones = [1];\nzones.map((z) => z.toFixed());\n')).toBeUndefined();
    expect(renameZod("import type { z } from 'zod';\ntype A = z.infer<never>;\n")).toBeUndefined();
  });
});
