import { AUDIT_ACTION_NAMES } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { detailLines } from './details';
import { AUDIT_ACTION_TEXTS, actionText } from './texts';

describe('the audit page wording', () => {
  it('has a Russian text for every action the server writes', () => {
    for (const action of AUDIT_ACTION_NAMES) expect(AUDIT_ACTION_TEXTS[action], action).toMatch(/^[А-ЯЁ]/);
    expect(actionText('user.ban')).toBe('Заблокировал пользователя');
    expect(actionText('subject.create')).toBe('Создал предмет');
  });

  it('given an action it does not know / shows the raw name rather than nothing', () => {
    expect(actionText('something.new')).toBe('something.new');
  });
});

describe('detailLines', () => {
  it('given a change / lists only what changed, by Russian names', () => {
    expect(
      detailLines({
        before: { name: 'Физика', min: 36, max: 100 },
        after: { name: 'Физика', min: 40, max: 100 },
      }),
    ).toEqual(['Мин. балл: 36 → 40']);
  });

  it('given roles and subjects / shows the roles by their names', () => {
    expect(
      detailLines({
        before: { firstName: 'А', roles: ['USER'] },
        after: { firstName: 'А', roles: ['TEACHER'], subjectsTeach: ['rus'] },
        avatar: true,
      }),
    ).toEqual(['Роли: Ученик → Преподаватель', 'Предметы: — → rus', 'Новое фото']);
  });

  it('given plain facts / one line each, without the internal id', () => {
    expect(detailLines({ id: 'x1', email: 'a@b.ru', roles: ['TEACHER'], min: 22 })).toEqual([
      'Почта: a@b.ru',
      'Роли: Преподаватель',
      'Мин. балл: 22',
    ]);
    expect(detailLines({})).toEqual([]);
  });

  it('given the invitation facts / a readable expiry date and the flags in words', () => {
    expect(detailLines({ email: 'a@b.ru', expiresAt: '2026-12-05T09:00:00.000Z' })).toEqual([
      'Почта: a@b.ru',
      expect.stringMatching(/^Действует до: \d{1,2} дек\. 2026 г\., \d{2}:\d{2}$/),
    ]);
    expect(detailLines({ roles: ['TEACHER'], bulk: true, expired: true })).toEqual([
      'Роли: Преподаватель',
      'Приглашен списком',
      'Срок приглашения истек',
    ]);
  });
});
