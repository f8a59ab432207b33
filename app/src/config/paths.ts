/** Every URL of the app (platform.md section 2). Route definitions use `path`, links use `getHref`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  cart: { path: '/cart', getHref: () => '/cart' },
  calendar: { path: '/calendar', getHref: () => '/calendar' },
  courses: { path: '/courses', getHref: () => '/courses' },
  /** 'Создать курс' (SENIOR). */
  newCourse: { path: '/courses/new', getHref: () => '/courses/new' },
  course: { path: '/courses/:id', getHref: (id: string) => `/courses/${encodeURIComponent(id)}` },
  /** A material of a course, opened one by one with 'Назад' and 'Далее' (readers of the course only). */
  material: {
    path: '/courses/:id/materials/:materialId',
    getHref: (id: string, materialId: string) =>
      `/courses/${encodeURIComponent(id)}/materials/${encodeURIComponent(materialId)}`,
  },
  /** 'Редактировать' (its teachers, SENIOR). */
  courseEdit: { path: '/courses/:id/edit', getHref: (id: string) => `/courses/${encodeURIComponent(id)}/edit` },
  /** 'Ученики' (SENIOR; its teachers read the list). */
  courseStudents: {
    path: '/courses/:id/students',
    getHref: (id: string) => `/courses/${encodeURIComponent(id)}/students`,
  },
  teachers: { path: '/teachers', getHref: () => '/teachers' },
  /** A student's assignments of every course, a teacher's of the taught courses (issue 43). */
  homework: { path: '/homework', getHref: () => '/homework' },
  /** 'Непроверенные работы': the teacher's queue, oldest deadline first. */
  reviewQueue: { path: '/homework/check', getHref: () => '/homework/check' },
  /** A student's work on an assignment, as its teacher checks it. */
  checkWork: {
    path: '/homework/check/:assignmentId/:username',
    getHref: (assignmentId: string, username: string) =>
      `/homework/check/${encodeURIComponent(assignmentId)}/${encodeURIComponent(username)}`,
  },
  /** One assignment: the task, and the student's answer or the teacher's view of the works. */
  assignment: { path: '/homework/:id', getHref: (id: string) => `/homework/${encodeURIComponent(id)}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  register: {
    path: '/register/:id?',
    getHref: (id?: string) => (id ? `/register/${encodeURIComponent(id)}` : '/register'),
  },
  /** 'Политика обработки персональных данных' (152-ФЗ): public, with the shell. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Where the e-mailed link of a student under 14's parent lands: ?token=... */
  parentConsent: {
    path: '/parent-consent',
    getHref: (token: string) => `/parent-consent?${new URLSearchParams({ token }).toString()}`,
  },
  vkReturn: { path: '/get-vkapi', getHref: () => '/get-vkapi' },
  linkVk: { path: '/link-vk', getHref: () => '/link-vk' },
  reset: {
    path: '/reset',
    getHref: (ticket: string, email: string) => `/reset?${new URLSearchParams({ ticket, email }).toString()}`,
  },
  admin: {
    home: { path: '/admin', getHref: () => '/admin' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    newUsers: { path: '/admin/newusers', getHref: () => '/admin/newusers' },
    subjects: { path: '/admin/subjects', getHref: () => '/admin/subjects' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  },
} as const;

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
