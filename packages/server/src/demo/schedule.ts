/**
 * The demo school's week: weekly lessons, each planned for this week and the next (a series of two)
 * on the school's clock. Some belong to a course (its students see them), some to a subject and
 * classes (every student of the subject in those classes sees them).
 */
import { TZDate } from '@date-fns/tz';

export interface DemoLessonSlot {
  title: string;
  subject: string;
  /** The owning teacher's username (people.ts). */
  teacher: string;
  /** The title of the course it belongs to (courses.ts); without it, a lesson of the subject. */
  course?: string;
  /** A subject's lesson for these classes only. */
  grades?: number[];
  /** 1 Monday … 7 Sunday. */
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Local time on the school's clock, 'HH:MM'. */
  time: string;
  durationMin: number;
  notes?: string;
}

export const DEMO_WEEK: DemoLessonSlot[] = [
  {
    title: 'Производная: исследование функций',
    subject: 'math',
    teacher: 'morozova',
    course: 'Профильная математика ЕГЭ',
    weekday: 1,
    time: '17:00',
    durationMin: 90,
    notes: 'Повторите таблицу производных.',
  },
  {
    title: 'Кинематика: задачи первой части',
    subject: 'phys',
    teacher: 'sokolov',
    course: 'Физика ЕГЭ: механика',
    weekday: 2,
    time: '18:00',
    durationMin: 90,
    notes: 'Нужны калькулятор и шпаргалка курса.',
  },
  {
    title: 'Сжатое изложение: практикум',
    subject: 'rus',
    teacher: 'kuznetsova',
    course: 'Русский язык ОГЭ',
    weekday: 3,
    time: '16:30',
    durationMin: 60,
  },
  {
    title: 'Логарифмы: уравнения и неравенства',
    subject: 'math',
    teacher: 'morozova',
    course: 'Профильная математика ЕГЭ',
    weekday: 4,
    time: '17:00',
    durationMin: 90,
  },
  {
    title: 'Информатика: разбор заданий 24–27 ЕГЭ',
    subject: 'inf',
    teacher: 'pavlov',
    grades: [10, 11],
    weekday: 5,
    time: '18:00',
    durationMin: 90,
  },
  {
    title: 'Физика для 9 класса: подготовка к ОГЭ',
    subject: 'phys',
    teacher: 'sokolov',
    grades: [9],
    weekday: 6,
    time: '11:00',
    durationMin: 60,
  },
  {
    title: 'Литература: консультация по сочинению',
    subject: 'lit',
    teacher: 'kuznetsova',
    grades: [9, 10, 11],
    weekday: 6,
    time: '12:30',
    durationMin: 45,
  },
];

/** Midnight of the Monday of the week `now` falls in, on the clock of `timeZone`. */
export function weekStart(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  local.setDate(local.getDate() - ((local.getDay() + 6) % 7));
  local.setHours(0, 0, 0, 0);
  return new Date(local.getTime());
}

/** When `slot` starts in the week `weeksAhead` after the one `now` falls in. */
export function slotStart(slot: DemoLessonSlot, now: Date, weeksAhead: number, timeZone: string): Date {
  const [hours = 0, minutes = 0] = slot.time.split(':').map(Number);
  const local = new TZDate(weekStart(now, timeZone).getTime(), timeZone);
  local.setDate(local.getDate() + weeksAhead * 7 + slot.weekday - 1);
  local.setHours(hours, minutes, 0, 0);
  return new Date(local.getTime());
}
