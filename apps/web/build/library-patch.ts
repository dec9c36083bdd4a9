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
  /**
   * `module` matches several of the library's files and `find` is in one of them (its bundler names them by
   * hash): the others are left as they are, and the build fails when none of them had it.
   */
  inOneOf?: boolean;
}

/**
 * A Vite plugin that changes one spot of a library's code at build time, and fails the build when the library's
 * code there is no longer what the patch was written for (an update must be reviewed, not patched blindly).
 */
export function libraryPatch(patch: LibraryPatch): Plugin {
  const matches = (id: string) =>
    typeof patch.module === 'string' ? id === patch.module : patch.module.test(id);
  const changed = () => new Error(`${patch.name}: ${patch.library} changed its code; review this patch`);
  let applied = false;
  return {
    name: `charterdesk:${patch.name}`,
    ...(patch.apply ? { apply: patch.apply } : {}),
    buildStart() {
      applied = false;
    },
    buildEnd(error) {
      if (!error && patch.inOneOf && !applied) throw changed();
    },
    transform(code, id) {
      if (!matches(id)) return null;
      const found = code.split(patch.find).length - 1;
      if (patch.inOneOf && found === 0) return null;
      if (found !== 1) throw changed();
      applied = true;
      const patched = code.replace(patch.find, patch.replace);
      return { code: patch.prepend ? `${patch.prepend}\n${patched}` : patched, map: null };
    },
  };
}
