/**
 * The people of the demo school (issue 42): the director (OWNER), a SENIOR, three teachers and twenty
 * students of classes 9-11 with their questionnaires. Every account but the director's signs in with
 * DEMO_PASSWORD; the director's login and password come from DEMO_OWNER_USERNAME and DEMO_OWNER_PASSWORD.
 */

/** The password of every demo account (and the director's unless DEMO_OWNER_PASSWORD is set). */
export const DEMO_PASSWORD = 'demo-school-2026';
export const DEMO_OWNER_USERNAME = 'director';

/** Demo addresses are in the reserved `.test` domain: no mail of the demo ever reaches a real person. */
export const demoEmail = (username: string): string => `${username}@demo-school.test`;

export interface DemoStaff {
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** Short names of the taught subjects, in order. */
  teaches: string[];
  about: string;
  /** A linked Telegram the teacher shows on /teachers. */
  telegram?: { id: string; username: string };
}

export const DEMO_DIRECTOR = {
  firstName: 'Наталья',
  lastName: 'Громова',
  /* SENIOR too, as the seed gives the OWNER: the admin area opens for SENIOR only (platform.md section 6). */
  roles: ['OWNER', 'SENIOR'],
  about: 'Директор школы. 20 лет в образовании, из них 12 — в подготовке к ЕГЭ и ОГЭ.',
};

export const DEMO_SENIOR: DemoStaff = {
  username: 'pavlov',
  firstName: 'Дмитрий',
  lastName: 'Павлов',
  roles: ['SENIOR'],
  teaches: ['inf', 'math'],
  about:
    'Старший преподаватель, руководитель кафедры информатики. Призер ВсОШ по информатике, готовит команды школы к олимпиадам с 2015 года.',
};

export const DEMO_TEACHERS: DemoStaff[] = [
  {
    username: 'sokolov',
    firstName: 'Андрей',
    lastName: 'Соколов',
    roles: ['TEACHER'],
    teaches: ['phys'],
    about:
      'Преподаватель физики, кандидат физико-математических наук. Эксперт ЕГЭ по физике; разбираю каждую задачу второй части до формулы и до ответа.',
    /* A made-up chat: the demo shows the Telegram on /teachers; no bot writes to it unless one is configured. */
    telegram: { id: '700000001', username: 'sokolov_physics' },
  },
  {
    username: 'morozova',
    firstName: 'Елена',
    lastName: 'Морозова',
    roles: ['TEACHER'],
    teaches: ['math'],
    about:
      'Учитель математики высшей категории. Выпускники моих групп сдают профильную математику в среднем на 78 баллов.',
  },
  {
    username: 'kuznetsova',
    firstName: 'Ольга',
    lastName: 'Кузнецова',
    roles: ['TEACHER'],
    teaches: ['rus', 'lit'],
    about: 'Учитель русского языка и литературы, эксперт ОГЭ. Учу писать изложение и сочинение без страха и шаблонов.',
  },
];

export interface DemoStudent {
  username: string;
  firstName: string;
  lastName: string;
  class: 9 | 10 | 11;
  /**
   * The target score of each chosen subject (2-5 of them): the exam scale in classes 10-11, a school
   * mark 3-5 in class 9 (the contract's `scoreRange`); the loader checks them with the contract's rule.
   */
  targets: Record<string, number>;
  /** Subjects of the questionnaire the student also writes olympiads in. */
  olympiads?: string[];
}

export const DEMO_STUDENTS: DemoStudent[] = [
  {
    username: 'ivanov.artem',
    firstName: 'Артем',
    lastName: 'Иванов',
    class: 11,
    targets: { phys: 85, math: 90, rus: 80 },
  },
  {
    username: 'smirnova.anna',
    firstName: 'Анна',
    lastName: 'Смирнова',
    class: 11,
    targets: { math: 82, rus: 88, soc: 75 },
  },
  {
    username: 'kozlov.maxim',
    firstName: 'Максим',
    lastName: 'Козлов',
    class: 11,
    targets: { phys: 70, math: 76, inf: 80 },
    olympiads: ['inf'],
  },
  {
    username: 'popova.sofia',
    firstName: 'София',
    lastName: 'Попова',
    class: 11,
    targets: { rus: 92, lit: 85, hist: 80 },
  },
  {
    username: 'vasiliev.ilya',
    firstName: 'Илья',
    lastName: 'Васильев',
    class: 11,
    targets: { math: 95, inf: 96 },
    olympiads: ['math', 'inf'],
  },
  {
    username: 'novikova.daria',
    firstName: 'Дарья',
    lastName: 'Новикова',
    class: 11,
    targets: { chem: 84, bio: 88, rus: 82 },
  },
  { username: 'fedorov.kirill', firstName: 'Кирилл', lastName: 'Федоров', class: 11, targets: { phys: 78, math: 80 } },
  {
    username: 'morozov.egor',
    firstName: 'Егор',
    lastName: 'Морозов',
    class: 10,
    targets: { phys: 65, math: 70, rus: 72 },
  },
  {
    username: 'volkova.polina',
    firstName: 'Полина',
    lastName: 'Волкова',
    class: 10,
    targets: { math: 74, eng: 90, rus: 80 },
  },
  {
    username: 'alekseev.timur',
    firstName: 'Тимур',
    lastName: 'Алексеев',
    class: 10,
    targets: { inf: 88, math: 85 },
    olympiads: ['inf'],
  },
  {
    username: 'lebedeva.viktoria',
    firstName: 'Виктория',
    lastName: 'Лебедева',
    class: 10,
    targets: { bio: 80, chem: 75 },
  },
  {
    username: 'semenov.nikita',
    firstName: 'Никита',
    lastName: 'Семенов',
    class: 10,
    targets: { phys: 60, math: 68, inf: 70 },
  },
  {
    username: 'egorova.alisa',
    firstName: 'Алиса',
    lastName: 'Егорова',
    class: 10,
    targets: { rus: 85, soc: 78, hist: 70 },
  },
  { username: 'pavlova.maria', firstName: 'Мария', lastName: 'Павлова', class: 9, targets: { rus: 5, math: 5 } },
  {
    username: 'stepanov.lev',
    firstName: 'Лев',
    lastName: 'Степанов',
    class: 9,
    targets: { rus: 4, math: 5, inf: 5 },
    olympiads: ['inf'],
  },
  { username: 'nikolaeva.eva', firstName: 'Ева', lastName: 'Николаева', class: 9, targets: { rus: 5, eng: 5 } },
  { username: 'orlov.matvey', firstName: 'Матвей', lastName: 'Орлов', class: 9, targets: { rus: 4, math: 4, phys: 4 } },
  {
    username: 'andreeva.ksenia',
    firstName: 'Ксения',
    lastName: 'Андреева',
    class: 9,
    targets: { rus: 5, bio: 5, chem: 4 },
  },
  {
    username: 'makarov.denis',
    firstName: 'Денис',
    lastName: 'Макаров',
    class: 9,
    targets: { rus: 3, math: 4, geo: 4 },
  },
  {
    username: 'zakharova.vera',
    firstName: 'Вера',
    lastName: 'Захарова',
    class: 9,
    targets: { rus: 4, lit: 5, hist: 4 },
  },
];
