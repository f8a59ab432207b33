/**
 * Chromatic modes: each story is captured once per mode, with its own baseline and approval, the
 * same pairs the local visual test (tests/visual) compares. A mode sets the preview's globals, so
 * the theme decorator in preview.tsx draws it exactly as the toolbar would.
 */
export const themeModes = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
} as const;

/** Screens also on a 360 px phone (the spec's smallest supported width). */
export const screenModes = {
  ...themeModes,
  'light phone': { theme: 'light', viewport: { width: 360, height: 640 } },
  'dark phone': { theme: 'dark', viewport: { width: 360, height: 640 } },
} as const;
