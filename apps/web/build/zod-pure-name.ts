import type { Plugin } from 'vite';

/** zod's `z` as our modules name it in the bundle: a name no library has, for `treeshake.manualPureFunctions`. */
export const ZOD_PURE_NAME = 'zod$pure';

const ZOD_IMPORT = "import { z } from 'zod';";
// Every use of `z` in our modules is a member access: `z.object(…)`, or `z` ending a line before `.string()`;
// not a range's end in a character class (`[a-z.]`).
const Z_MEMBER_ACCESS = /(?<![\w$.\\-])z(?=\s*\.)/g;

/**
 * A module of ours with zod's `z` renamed to {@link ZOD_PURE_NAME}; undefined when it does not import `z`.
 * A `z` that is not a member access is left as it is, and fails the build (an unbound name) instead of
 * silently keeping the old binding.
 */
export function renameZod(code: string): string | undefined {
  if (!code.includes(ZOD_IMPORT)) return undefined;
  return code
    .replace(ZOD_IMPORT, `import { z as ${ZOD_PURE_NAME} } from 'zod';`)
    .replace(Z_MEMBER_ACCESS, ZOD_PURE_NAME);
}

/**
 * Names zod's `z` {@link ZOD_PURE_NAME} in our modules (the domain's and the app's), so that listing that name in
 * `manualPureFunctions` marks building a schema pure and nothing else. The option matches a callee by its name
 * in every module of the bundle, and a minified library may call a function of its own `z` for its effect:
 * Preact's renderer does, and with `['z']` every render was dropped without an error.
 */
export function zodPureName(): Plugin {
  return {
    name: 'charterdesk:zod-pure-name',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      const renamed = renameZod(code);
      // no newline added or removed: the lines of the source map stay right
      return renamed === undefined ? null : { code: renamed, map: null };
    },
  };
}
