import { describe, expect, it } from 'vitest';
import { INITIAL_SUBJECTS, ROLE_MENUS } from './catalogue.ts';
import { ROLE_SHORTNAMES } from './constants.ts';
import { roleMenuItemSchema, subjectBodySchema } from './schemas/index.ts';

describe('the catalogue a new school starts with', () => {
  it('gives every role a menu of in-app links', () => {
    expect(Object.keys(ROLE_MENUS).sort()).toEqual([...ROLE_SHORTNAMES].sort());
    for (const role of ROLE_SHORTNAMES) {
      expect(ROLE_MENUS[role].length, role).toBeGreaterThan(0);
      for (const item of ROLE_MENUS[role]) {
        expect(roleMenuItemSchema.parse(item)).toEqual(item);
        expect(item.to, role).toMatch(/^\/[a-z]/);
      }
    }
  });

  it('lets only students see the payment page', () => {
    const withPayment = ROLE_SHORTNAMES.filter((role) => ROLE_MENUS[role].some((item) => item.to === '/cart'));
    expect(withPayment).toEqual(['USER']);
  });

  it('lists subjects that staff could have created: unique lower-case short names, 0 <= min < max <= 100', () => {
    for (const subject of INITIAL_SUBJECTS) expect(subjectBodySchema.parse(subject)).toEqual(subject);
    const shortnames = INITIAL_SUBJECTS.map((subject) => subject.shortname);
    expect(new Set(shortnames).size).toBe(shortnames.length);
  });
});
