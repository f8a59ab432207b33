import type { TempUser, User } from '@school/contract';

/** Minimal users of each kind for unit tests; stories use the fixtures of @school/mocks. */
export const studentUser: User = {
  username: 'student',
  firstName: 'Иван',
  lastName: 'Смирнов',
  email: 'ivan@example.ru',
  phone: '+7 900 000-00-01',
  avatar: null,
  roles: ['USER'],
  roleName: 'Ученик',
  subjectsTeach: [],
  subjectNames: [],
  VKId: null,
  telegramID: null,
  isBanned: false,
  roleList: [{ title: 'Мои курсы', to: '/courses' }],
};

export const tempUser: TempUser = {
  _id: 'temp-1',
  firstName: 'Анна',
  lastName: 'Петрова',
  email: 'anna@example.ru',
  username: 'anna',
  VKId: null,
  avatar: null,
  phone: null,
  roles: ['USER'],
  emailChecked: false,
  sendOTPAt: null,
};
