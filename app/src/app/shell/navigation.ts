import type { User } from '@school/contract';
import { TEXTS } from '../../config/texts';
import type { NavItem } from '@school/ui';
import { company } from '../../config/company';
import { isAdminPath, paths } from '../../config/paths';

const isActive = (pathname: string, href: string) => pathname === href;

/** 'Главная', the role's menu from the server, the school's website. */
export function mainMenu(user: User | undefined, pathname: string): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: TEXTS.home, href: paths.home.getHref(), active: isActive(pathname, paths.home.getHref()) },
  ];
  for (const entry of user?.roleList ?? []) {
    // The server's menu may repeat 'Главная'; one is enough.
    if (entry.to === paths.home.getHref()) continue;
    items.push({
      key: `role:${entry.to}:${entry.title}`,
      label: entry.title,
      href: entry.to,
      active: isActive(pathname, entry.to),
    });
  }
  items.push({ key: 'website', label: 'Сайт школы', href: company.website, external: true });
  return items;
}

/** The menu of /admin paths (platform.md section 2). */
export function adminMenu(pathname: string): NavItem[] {
  const link = (key: string, label: string, href: string): NavItem => ({
    key,
    label,
    href,
    active: isActive(pathname, href),
  });
  return [
    link('admin', TEXTS.adminMenu, paths.admin.home.getHref()),
    link('users', TEXTS.adminUsers, paths.admin.users.getHref()),
    link('newusers', TEXTS.adminNewUsers, paths.admin.newUsers.getHref()),
    link('subjects', TEXTS.adminSubjects, paths.admin.subjects.getHref()),
    link('audit', TEXTS.adminAudit, paths.admin.audit.getHref()),
    { key: 'stats', label: TEXTS.adminStats, disabled: true },
    link('back', TEXTS.backToMain, paths.home.getHref()),
  ];
}

export const menuFor = (user: User | undefined, pathname: string) =>
  isAdminPath(pathname)
    ? { label: 'Меню администратора', items: adminMenu(pathname) }
    : { label: 'Главное меню', items: mainMenu(user, pathname) };
