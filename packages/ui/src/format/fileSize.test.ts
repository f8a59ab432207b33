import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

const nbsp = '\u00a0';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Б'],
    [830, '830 Б'],
    [1023, '1023 Б'],
    [1024, '1 КБ'],
    [1536, '1,5 КБ'],
    [12_600, '12,3 КБ'],
    [524_288, '512 КБ'],
    [1_048_575, '1 МБ'],
    [1_572_864, '1,5 МБ'],
    [10 * 1024 * 1024, '10 МБ'],
    [250 * 1024 * 1024, '250 МБ'],
    [3 * 1024 ** 3, '3 ГБ'],
  ])('given %i bytes / says %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text.replace(' ', nbsp));
  });

  it('given any size / parts number and unit with a non-breaking space only', () => {
    expect(formatFileSize(1_572_864)).toMatch(/^1,5\u00a0МБ$/);
  });

  it('given a negative or non-finite size / throws', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
