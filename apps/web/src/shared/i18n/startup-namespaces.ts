/**
 * What the frame of every page (header, footer, cookie notice, error screens) reads; loaded before the
 * first render. A page's own namespaces load with its chunk (see `page()` in app/router.tsx). Kept apart from
 * resources.ts so the build (vite.config.ts) can read it: it puts these texts of a language in one file.
 */
export const STARTUP_NAMESPACES = ['common', 'errors', 'pages', 'account'] as const;
