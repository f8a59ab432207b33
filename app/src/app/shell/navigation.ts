import type { User } from '@school/contract';
import { createElement, type ComponentType } from 'react';
import { TEXTS } from '../../config/texts';
import type { NavItem } from '@school/ui';
import {
  AuditIcon,
  BackIcon,
  CalendarIcon,
  CoursesIcon,
  DashboardIcon,
  HomeIcon,
  PageIcon,
  PaymentIcon,
  StatsIcon,
  SubjectsIcon,
  TeachersIcon,
  UserPlusIcon,
  UsersIcon,
  WebsiteIcon,
} from '../../components/icons';
import { isAdminPath, paths } from '../../config/paths';

const isActive = (pathname: string, href: string) => pathname === href;

const icon = (Icon: ComponentType) => createElement(Icon);

/* The server names a role's pages; the app draws them. A page it has no icon for gets a plain one,
   so the labels stay aligned. */
const roleIcons: Record<string, ComponentType> = {
  [paths.calendar.getHref()]: CalendarIcon,
  [paths.courses.getHref()]: CoursesIcon,
  [paths.cart.getHref()]: PaymentIcon,
  [paths.teachers.getHref()]: TeachersIcon,
};

/** 'Главная', the role's menu from the server, the school's website (SCHOOL_WEBSITE, once the server has said it). */
export function mainMenu(user: User | undefined, pathname: string, website?: string): NavItem[] {
  const items: NavItem[] = [
    {
      key: 'home',
      label: TEXTS.home,
      icon: icon(HomeIcon),
      href: paths.home.getHref(),
      active: isActive(pathname, paths.home.getHref()),
    },
  ];
  for (const entry of user?.roleList ?? []) {
    // The server's menu may repeat 'Главная'; one is enough.
    if (entry.to === paths.home.getHref()) continue;
    items.push({
      key: `role:${entry.to}:${entry.title}`,
      label: entry.title,
      icon: icon(roleIcons[entry.to] ?? PageIcon),
      href: entry.to,
      active: isActive(pathname, entry.to),
    });
  }
  if (website)
    items.push({ key: 'website', label: 'Сайт школы', icon: icon(WebsiteIcon), href: website, external: true });
  return items;
}

/** The menu of /admin paths (platform.md section 2). */
export function adminMenu(pathname: string): NavItem[] {
  const link = (key: string, label: string, Icon: ComponentType, href: string): NavItem => ({
    key,
    label,
    icon: icon(Icon),
    href,
    active: isActive(pathname, href),
  });
  return [
    link('admin', TEXTS.adminMenu, DashboardIcon, paths.admin.home.getHref()),
    link('users', TEXTS.adminUsers, UsersIcon, paths.admin.users.getHref()),
    link('newusers', TEXTS.adminNewUsers, UserPlusIcon, paths.admin.newUsers.getHref()),
    link('subjects', TEXTS.adminSubjects, SubjectsIcon, paths.admin.subjects.getHref()),
    link('courses', TEXTS.adminCourses, CoursesIcon, paths.courses.getHref()),
    link('audit', TEXTS.adminAudit, AuditIcon, paths.admin.audit.getHref()),
    { key: 'stats', label: TEXTS.adminStats, icon: icon(StatsIcon), disabled: true },
    link('back', TEXTS.backToMain, BackIcon, paths.home.getHref()),
  ];
}

export const menuFor = (user: User | undefined, pathname: string, website?: string) =>
  isAdminPath(pathname)
    ? { label: 'Меню администратора', items: adminMenu(pathname) }
    : { label: 'Главное меню', items: mainMenu(user, pathname, website) };
