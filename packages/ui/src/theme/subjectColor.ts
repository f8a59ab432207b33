import type { ThemeName } from './tokens.ts';

/*
 * Stripes and dots only, never a fill under text: the subject's name is always written next to its
 * colour, so the colour helps to scan a week and carries no meaning alone. Each one is 3:1 against
 * the surfaces it is drawn on (surface, surfaceRaised, surfaceOverlay, primarySubtle) in its theme. The
 * week view, the lesson details and the month all take a subject's colour from here.
 */
export const SUBJECT_PALETTE: Record<ThemeName, readonly string[]> = {
  light: ['#6d28d9', '#c2410c', '#15803d', '#1d4ed8', '#be185d', '#0f766e', '#a16207', '#4d7c0f'],
  dark: ['#c4b5fd', '#fdba74', '#86efac', '#93c5fd', '#f9a8d4', '#5eead4', '#fde047', '#bef264'],
};

/**
 * The subject's place in the palette, from its short name alone: the same subject has the same
 * colour on every page, every week and for every user, whatever else is on the screen.
 */
export function subjectColorIndex(subject: string): number {
  /* FNV-1a: a plain `hash * 31` gave maths and Russian, a student's usual pair, the same colour */
  let hash = 2166136261;
  for (const char of subject) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash % SUBJECT_PALETTE.light.length;
}

export const subjectColor = (subject: string, theme: ThemeName): string =>
  SUBJECT_PALETTE[theme][subjectColorIndex(subject)] as string;
