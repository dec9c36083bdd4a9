import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep "sky at altitude" blue; shade 7 (#0a4fd6) is the brand colour and passes AA on white. */
const brand: MantineColorsTuple = [
  '#e7f0ff',
  '#cfdefd',
  '#9dbbf7',
  '#6896f2',
  '#3d77ee',
  '#2263ec',
  '#1359eb',
  '#0a4fd6',
  '#0046bc',
  '#003ca6',
];

/** Warm sunset orange for highlights and calls to action. */
const sunset: MantineColorsTuple = [
  '#fff4e2',
  '#ffe8cc',
  '#fed09b',
  '#fdb766',
  '#fca13a',
  '#fc931d',
  '#fc8c0c',
  '#e17900',
  '#c86a00',
  '#ae5a00',
];

// System fonts only: the CSP allows no font CDN, and they render Cyrillic and Turkish well.
const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  // filled buttons and badges pick dark or white text by their colour's luminance (dark on the orange)
  autoContrast: true,
  // sunset 7 (#e17900) has luminance 0.296: under Mantine's 0.3 it would get white text at 3:1
  luminanceThreshold: 0.25,
  colors: { brand, sunset },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    // On a 320 px phone the longest words of a heading ("Конфиденциальность", "Rezervasyonunuzdaki") fit the line
    sizes: {
      h1: { fontSize: 'clamp(1.5rem, 1.1rem + 2.2vw, 2.5rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.375rem, 1rem + 1.6vw, 1.625rem)', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // a visitor whose system asks for less motion gets dialogs, drawers and menus in place at once (WCAG 2.3.3);
  // the e2e journeys' browser asks for it too, so a click never meets a dialog still sliding in
  respectReducedMotion: true,
  components: {
    Container: { defaultProps: { size: 'xl' } },
  },
});
