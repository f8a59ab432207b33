import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and last name', () => expect(initialsOf('иван петров')).toBe('ИП'));
  it('uses one letter for a single word and ignores extra spaces', () => expect(initialsOf('  Мария  ')).toBe('М'));
  it('keeps at most two letters', () => expect(initialsOf('Анна Мария Сергеевна')).toBe('АМ'));
  it('gives nothing for an empty name', () => expect(initialsOf('')).toBe(''));
});
