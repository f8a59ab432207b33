/* The app's own icons, those of the shell and its menus (the pages' action icons are in action-icons.tsx);
   everything else comes with @school/ui's components (lucide). Same 24-unit grid, 2-unit stroke and
   currentColor as lucide, so they sit beside them unnoticed. */

import type { ReactNode } from 'react';

/** Decorative: the text beside it says what it means. The user sizes it with CSS. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HelpIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </LineIcon>
  );
}

/** lucide `arrow-left`. */
export function BackIcon() {
  return (
    <LineIcon>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </LineIcon>
  );
}

/* The left menu's entries (app/shell/navigation.ts), lucide's drawings of the same names. */

/** lucide `house`: 'Главная', 'Вернуться на Главную'. */
export function HomeIcon() {
  return (
    <LineIcon>
      <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
      <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </LineIcon>
  );
}

/** lucide `calendar-days`: 'Расписание'. */
export function CalendarIcon() {
  return (
    <LineIcon>
      <path d="M8 2v3" />
      <path d="M16 2v3" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18" />
      <path d="M8 13h.01" />
      <path d="M12 13h.01" />
      <path d="M16 13h.01" />
      <path d="M8 17h.01" />
      <path d="M12 17h.01" />
      <path d="M16 17h.01" />
    </LineIcon>
  );
}

/** lucide `book-open`: 'Курсы'. */
export function CoursesIcon() {
  return (
    <LineIcon>
      <path d="M12 5v16" />
      <path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z" />
    </LineIcon>
  );
}

/** lucide `credit-card`: 'Оплата'. */
export function PaymentIcon() {
  return (
    <LineIcon>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <path d="M2 10h20" />
      <path d="M6 14h2" />
    </LineIcon>
  );
}

/** lucide `presentation`: 'Преподаватели'. */
export function TeachersIcon() {
  return (
    <LineIcon>
      <path d="M2 3h20" />
      <path d="M21 3v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3" />
      <path d="m7 21 5-5 5 5" />
    </LineIcon>
  );
}

/** lucide `file`: a page of the server's role menu the app has no own icon for. */
export function PageIcon() {
  return (
    <LineIcon>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5" />
    </LineIcon>
  );
}

/** lucide `globe`: 'Сайт школы'. */
export function WebsiteIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
      <path d="M2 12h20" />
    </LineIcon>
  );
}

/** lucide `layout-dashboard`: 'Админ-панель'. */
export function DashboardIcon() {
  return (
    <LineIcon>
      <rect width="7" height="9" x="3" y="3" rx="1" />
      <rect width="7" height="5" x="14" y="3" rx="1" />
      <rect width="7" height="9" x="14" y="12" rx="1" />
      <rect width="7" height="5" x="3" y="16" rx="1" />
    </LineIcon>
  );
}

/** lucide `users`: 'Пользователи'. */
export function UsersIcon() {
  return (
    <LineIcon>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <path d="M16 3.128a4 4 0 0 1 0 7.744" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
      <circle cx="9" cy="7" r="4" />
    </LineIcon>
  );
}

/** lucide `user-plus`: 'Новые пользователи'. */
export function UserPlusIcon() {
  return (
    <LineIcon>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M19 8v6" />
      <path d="M22 11h-6" />
    </LineIcon>
  );
}

/** lucide `library`: 'Предметы'. */
export function SubjectsIcon() {
  return (
    <LineIcon>
      <path d="m16 6 4 14" />
      <path d="M12 6v14" />
      <path d="M8 8v12" />
      <path d="M4 4v16" />
    </LineIcon>
  );
}

/** lucide `scroll-text`: 'Журнал действий'. */
export function AuditIcon() {
  return (
    <LineIcon>
      <path d="M15 12h-5" />
      <path d="M15 8h-5" />
      <path d="M19 17V5a2 2 0 0 0-2-2H4" />
      <path d="M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3" />
    </LineIcon>
  );
}

/** lucide `chart-column`: 'Статистика'. */
export function StatsIcon() {
  return (
    <LineIcon>
      <path d="M3 3v16a2 2 0 0 0 2 2h16" />
      <path d="M18 17V9" />
      <path d="M13 17V5" />
      <path d="M8 17v-3" />
    </LineIcon>
  );
}
