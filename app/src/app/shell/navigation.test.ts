import { TEXTS } from '../../config/texts';
import { schoolDetails, users } from '@school/mocks';
import { describe, expect, it } from 'vitest';
import { menuFor } from './navigation';

describe('left navigation', () => {
  it("given a student on / / shows 'Главная', the role's menu from the server and the school website", () => {
    const menu = menuFor(users.student, '/', schoolDetails.website);
    expect(menu.label).toBe('Главное меню');
    expect(menu.items.map((item) => item.label)).toEqual([
      TEXTS.home,
      ...users.student.roleList.map((item) => item.title),
      'Сайт школы',
    ]);
    expect(menu.items[0]).toMatchObject({ href: '/', active: true });
    expect(menu.items.at(-1)).toMatchObject({ href: schoolDetails.website, external: true });
  });

  it("given the school's details not in yet / leaves the website out rather than link to a guess", () => {
    expect(menuFor(users.student, '/').items.map((item) => item.label)).not.toContain('Сайт школы');
  });

  it('given any menu / every entry has an icon before its label', () => {
    for (const menu of [menuFor(users.student, '/'), menuFor(users.senior, '/admin'), menuFor(undefined, '/')]) {
      expect(menu.items.filter((item) => !item.icon).map((item) => item.label)).toEqual([]);
    }
  });

  it('given no user / shows only the home page and the website', () => {
    expect(menuFor(undefined, '/cart', schoolDetails.website).items.map((item) => item.label)).toEqual([
      TEXTS.home,
      'Сайт школы',
    ]);
  });

  it("given an /admin path / shows the admin menu with 'Статистика' disabled", () => {
    const menu = menuFor(users.senior, '/admin/subjects');
    expect(menu.label).toBe('Меню администратора');
    expect(menu.items.map((item) => [item.label, item.href ?? null, Boolean(item.disabled)])).toEqual([
      [TEXTS.adminMenu, '/admin', false],
      [TEXTS.adminUsers, '/admin/users', false],
      [TEXTS.adminNewUsers, '/admin/newusers', false],
      [TEXTS.adminSubjects, '/admin/subjects', false],
      [TEXTS.adminCourses, '/courses', false],
      [TEXTS.adminAudit, '/admin/audit', false],
      [TEXTS.adminStats, null, true],
      [TEXTS.backToMain, '/', false],
    ]);
    expect(menu.items.find((item) => item.active)?.label).toBe(TEXTS.adminSubjects);
  });

  it('given a path that only starts like admin / keeps the main menu', () => {
    expect(menuFor(users.senior, '/administration').label).toBe('Главное меню');
  });
});
