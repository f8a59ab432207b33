import { MESSAGES } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { decodeCsv, judgeRows, parseInviteCsv, resolveRole, tooManyRows, type CsvRow } from './bulk-csv';

/** Windows-1251 by its table: А-я are 0xC0-0xFF, Ё 0xA8, ё 0xB8, ASCII as is. */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (char === 'Ё') return 0xa8;
    if (char === 'ё') return 0xb8;
    throw new Error(`no cp1251 byte for ${char}`);
  });
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const EXCEL =
  'Имя;Фамилия;Почта;Роль\r\nОлег;Смирнов;oleg@school.ru;Преподаватель\r\nЁлка;Зуева;elka@school.ru;TUTOR\r\n';

describe('decodeCsv', () => {
  it('given an Excel CSV in Windows-1251 / reads the Russian text as typed', () => {
    expect(decodeCsv(cp1251(EXCEL))).toBe(EXCEL);
  });

  it('given UTF-8, with or without a BOM / reads it as UTF-8', () => {
    expect(decodeCsv(utf8(EXCEL))).toBe(EXCEL);
    expect(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(EXCEL)]))).toBe(EXCEL);
  });
});

describe('parseInviteCsv', () => {
  it("given Excel's ';' with a header row / skips the header and numbers rows by file line", () => {
    expect(parseInviteCsv(decodeCsv(cp1251(EXCEL)))).toEqual([
      { line: 2, firstName: 'Олег', lastName: 'Смирнов', email: 'oleg@school.ru', role: 'Преподаватель' },
      { line: 3, firstName: 'Ёлка', lastName: 'Зуева', email: 'elka@school.ru', role: 'TUTOR' },
    ]);
  });

  it("given ',' without a header, quotes and blank lines / every line is a row, cells trimmed", () => {
    const rows = parseInviteCsv('Анна, Ли ,anna@school.ru,Менеджер\n\n"Иван, мл.",Петров,ivan@school.ru,manager\n');
    expect(rows).toEqual([
      { line: 1, firstName: 'Анна', lastName: 'Ли', email: 'anna@school.ru', role: 'Менеджер' },
      { line: 2, firstName: 'Иван, мл.', lastName: 'Петров', email: 'ivan@school.ru', role: 'manager' },
    ]);
  });

  it('given a short row / reads the missing cells as empty', () => {
    expect(parseInviteCsv('Олег;Смирнов')).toEqual([
      { line: 1, firstName: 'Олег', lastName: 'Смирнов', email: '', role: '' },
    ]);
  });
});

describe('resolveRole', () => {
  it('given a Russian role name or a shortname in any case / answers the shortname', () => {
    expect(resolveRole('преподаватель')).toBe('TEACHER');
    expect(resolveRole(' Tutor ')).toBe('TUTOR');
    expect(resolveRole('Старший преподаватель')).toBe('SENIOR');
    expect(resolveRole('Учитель')).toBeNull();
    expect(resolveRole('')).toBeNull();
  });
});

describe('judgeRows', () => {
  const row = (email: string, role = 'Преподаватель', firstName = 'Олег'): CsvRow => ({
    line: 2,
    firstName,
    lastName: 'Смирнов',
    email,
    role,
  });
  const allowedRoles = ['TEACHER', 'TUTOR', 'MANAGER'] as const;

  it('given rows with problems / names each in Russian on its column, and only clean rows are sent', () => {
    const judged = judgeRows(
      [
        row('ok@school.ru'),
        row('bad-email'),
        row('taken@school.ru'),
        row('OK@school.ru'),
        row('role@school.ru', 'Учитель'),
        row('senior@school.ru', 'Старший преподаватель'),
        row('norole@school.ru', ''),
        row('noname@school.ru', 'TUTOR', ''),
      ],
      { allowedRoles: [...allowedRoles], takenEmails: new Set(['taken@school.ru']) },
    );
    expect(judged.map((entry) => entry.problems)).toEqual([
      { firstName: null, lastName: null, email: null, role: null },
      { firstName: null, lastName: null, email: MESSAGES.emailInvalid, role: null },
      { firstName: null, lastName: null, email: MESSAGES.emailTaken, role: null },
      { firstName: null, lastName: null, email: MESSAGES.bulkDuplicateEmail, role: null },
      { firstName: null, lastName: null, email: null, role: MESSAGES.roleUnknown },
      { firstName: null, lastName: null, email: null, role: MESSAGES.roleNotAllowed },
      { firstName: null, lastName: null, email: null, role: MESSAGES.rolesRequired },
      { firstName: MESSAGES.required, lastName: null, email: null, role: null },
    ]);
    expect(judged[0]!.invite).toEqual({
      firstName: 'Олег',
      lastName: 'Смирнов',
      email: 'ok@school.ru',
      role: 'TEACHER',
    });
    expect(judged.filter((entry) => entry.invite)).toHaveLength(1);
  });

  it('given 501 rows / the file is too long for one call', () => {
    expect(tooManyRows(Array.from({ length: 500 }))).toBe(false);
    expect(tooManyRows(Array.from({ length: 501 }))).toBe(true);
  });
});
