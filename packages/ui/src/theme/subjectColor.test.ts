import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkTheme } from './dark.ts';
import { lightTheme } from './light.ts';
import { SUBJECT_PALETTE, subjectColor, subjectColorIndex } from './subjectColor.ts';

describe('subject colours', () => {
  it.each([lightTheme, darkTheme])('given the $name theme / every colour is 3:1 against the surfaces', (theme) => {
    for (const colour of SUBJECT_PALETTE[theme.name]) {
      // primarySubtle: today's column of the week and the month's chosen day
      const surfaces = [
        theme.color.surface,
        theme.color.surfaceRaised,
        theme.color.surfaceOverlay,
        theme.color.primarySubtle,
      ];
      for (const surface of surfaces) {
        expect(contrastRatio(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('given a subject / it always has the same colour, in the same place of both palettes', () => {
    expect(subjectColor('math', 'light')).toBe(subjectColor('math', 'light'));
    expect(SUBJECT_PALETTE.dark.indexOf(subjectColor('math', 'dark'))).toBe(subjectColorIndex('math'));
  });

  it('given the school subjects / they do not all share one colour', () => {
    const subjects = ['math', 'phys', 'chem', 'rus', 'lit', 'inf', 'bio', 'hist'];
    expect(new Set(subjects.map(subjectColorIndex)).size).toBeGreaterThan(4);
  });

  it('given maths, Russian and social studies (the mocks student) or maths and physics / each has its own colour', () => {
    expect(new Set(['math', 'rus', 'soc'].map(subjectColorIndex)).size).toBe(3);
    expect(subjectColorIndex('math')).not.toBe(subjectColorIndex('phys'));
  });
});
