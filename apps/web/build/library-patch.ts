import type { Plugin } from 'vite';

export interface LibraryPatch {
  /** the plugin's name after `charterdesk:` */
  name: string;
  /** the library module's id: a pattern of its path, or the exact id of a virtual module */
  module: RegExp | string;
  /** the library's own code as this patch was written for it; it must be there exactly once */
  find: string;
  /** what stands in its place */
  replace: string;
  /** code put before the module's own (what `replace` calls) */
  prepend?: string;
  /** the library, named in the error when its code no longer has `find` */
  library: string;
  apply?: Plugin['apply'];
}

/**
 * A Vite plugin that changes one spot of a library's code at build time, and fails the build when the library's
 * code there is no longer what the patch was written for (an update must be reviewed, not patched blindly).
 */
export function libraryPatch(patch: LibraryPatch): Plugin {
  const matches = (id: string) =>
    typeof patch.module === 'string' ? id === patch.module : patch.module.test(id);
  return {
    name: `charterdesk:${patch.name}`,
    ...(patch.apply ? { apply: patch.apply } : {}),
    transform(code, id) {
      if (!matches(id)) return null;
      if (code.split(patch.find).length !== 2)
        throw new Error(`${patch.name}: ${patch.library} changed its code; review this patch`);
      const patched = code.replace(patch.find, patch.replace);
      return { code: patch.prepend ? `${patch.prepend}\n${patched}` : patched, map: null };
    },
  };
}
