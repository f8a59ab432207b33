import { userSchema, type User } from '@school/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compiledSerializerCompiler } from '../src/lib/compiled-serializer.ts';

const route = { schema: userSchema, method: 'GET', url: '/auth/getuser', httpStatus: '200' };
const compiled = compiledSerializerCompiler(route) as (data: unknown) => string;
const viaZod = serializerCompiler(route) as (data: unknown) => string;

const teacher: User = {
  username: 'anna.petrova',
  firstName: 'Анна',
  lastName: 'Петрова',
  email: 'anna@example.com',
  phone: '+79991234567',
  avatar: '/server/avatars/ab12.webp',
  roles: ['TEACHER', 'TUTOR'],
  roleName: 'Преподаватель',
  subjectsTeach: ['rus', 'math'],
  subjectNames: ['Русский язык', 'Математика (профильный уровень)'],
  VKId: '12345',
  telegramID: '67890',
  signupMethod: 'password',
  isBanned: false,
  about: 'Готовлю к ЕГЭ по русскому языку с 2010 года.',
  showTelegram: true,
  roleList: [{ title: 'Расписание', to: '/calendar' }],
};

const cases: [string, User][] = [
  ['a teacher with every field', teacher],
  [
    'a VK account with every nullable field empty and no subjects',
    {
      ...teacher,
      email: null,
      phone: null,
      avatar: null,
      VKId: null,
      telegramID: null,
      signupMethod: 'vk',
      roles: ['USER'],
      subjectsTeach: [],
      subjectNames: [],
      roleList: [],
      isBanned: true,
    },
  ],
  [
    'names with quotes, backslashes, control characters, emoji and a lone surrogate',
    {
      ...teacher,
      firstName: 'О\'Нил "Шон" \\ tab\there\nnew line \u0001 \u2028 😀',
      lastName: '\ud800 half',
      subjectNames: ['</script><script>', 'x'.repeat(300)],
    },
  ],
  [
    'an outside avatar URL longer than the short-string path',
    { ...teacher, avatar: `https://vk.com/${'a'.repeat(500)}` },
  ],
];

describe('the compiled User serializer', () => {
  it.each(cases)('given %s / when serialised / writes the same text as zod and JSON.stringify', (_name, user) => {
    expect(compiled(user)).toBe(viaZod(user));
    expect(compiled(user)).toBe(JSON.stringify(user));
  });

  it('given an answer with a field the contract does not have / when serialised / leaves it out as zod does', () => {
    const withExtra = { ...teacher, passwordHash: 'secret' };
    expect(compiled(withExtra)).toBe(viaZod(withExtra));
    expect(compiled(withExtra)).not.toContain('secret');
  });
});
