import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone.ts';

describe('formatPhone', () => {
  it.each([
    ['+79161234501', '+7 916 123-45-01'],
    ['79161234567', '+7 916 123-45-67'],
    ['8 (916) 123-45-01', '+7 916 123-45-01'],
    ['+7 (999) 123-45-67', '+7 999 123-45-67'],
    ['9161234501', '+7 916 123-45-01'],
    ['+7 916 123-45-01', '+7 916 123-45-01'],
  ])('given %s / shows %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('given a number that is not Russian / shows it as given', () => {
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });
});

describe('phoneHref', () => {
  it('given any written form / links the number with its country code', () => {
    expect(phoneHref('8 (916) 123-45-01')).toBe('tel:+79161234501');
  });
});
