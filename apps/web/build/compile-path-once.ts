import { libraryPatch } from './library-patch';

/** react-router's route-pattern compiler, as 7.18 writes it. */
export const COMPILE_PATH = 'function compilePath(path, caseSensitive = false, end = true) {';

/**
 * react-router turns a route's pattern into a regular expression with five replaces and a `new RegExp` each time
 * it meets the pattern, with no cache: ranking the routes as the router starts compiles every level of every
 * route's branch (the layout's `/` and its pathless child once per page route, ~60 times each), and every
 * `matchPath` compiles again. The same pattern always compiles to the same expression and parameter list, which
 * the library only reads (an expression without the g or y flag keeps no state between matches), so each is
 * compiled once per pattern.
 */
export const compilePathOnce = () =>
  libraryPatch({
    name: 'compile-path-once',
    apply: 'build',
    // the production build's shared chunk, named by its hash (see resolve.alias)
    module: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/,
    inOneOf: true,
    library: 'react-router',
    find: COMPILE_PATH,
    replace: [
      'const compiledPaths = new Map();',
      'function compilePath(path, caseSensitive = false, end = true) {',
      '  const key = (caseSensitive ? "i" : "-") + (end ? "$" : "-") + path;',
      '  let compiled = compiledPaths.get(key);',
      '  if (compiled === undefined) {',
      '    compiled = compilePathUncached(path, caseSensitive, end);',
      '    compiledPaths.set(key, compiled);',
      '  }',
      '  return compiled;',
      '}',
      'function compilePathUncached(path, caseSensitive = false, end = true) {',
    ].join('\n'),
  });
