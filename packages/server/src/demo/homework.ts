/**
 * The demo school's homework (issue 43): in the physics and maths courses, tasks due soon and tasks
 * past their deadline, works handed in (some as a photo of a notebook page), checked with marks and
 * comments, one handed in late and one student missing, so both dashboards show real numbers from the
 * first start. Times are relative to the load, in hours.
 */
import type { Criterion, FileMarks } from '@school/contract';

export interface DemoWork {
  student: string;
  /** Hours before the deadline it was handed in; negative: after it (late). */
  hoursBeforeDue: number;
  text: string;
  /** A photo of the handwritten solution. */
  photo?: boolean;
  check?: {
    decision: 'checked' | 'returned';
    /** Per criterion, in order, or one score. */
    points: number[] | number;
    comment: string;
    /** Marks on the photo, page 1. */
    marks?: FileMarks['items'];
  };
}

export interface DemoAssignment {
  /** The course's title (courses.ts). */
  course: string;
  title: string;
  body: string;
  /** Hours from the load to the deadline; negative: passed. */
  dueInHours: number;
  maxScore?: number;
  criteria?: Criterion[];
  resubmit: boolean;
  works: DemoWork[];
}

const physics = 'Физика ЕГЭ: механика';
const maths = 'Профильная математика ЕГЭ';

export const DEMO_HOMEWORK: DemoAssignment[] = [
  {
    course: physics,
    title: 'Равноускоренное движение: задачи 1-4',
    body:
      'Решите задачи, записывая ход решения.\n\n' +
      '1. Автомобиль разгоняется из состояния покоя с ускорением $a = 2$ м/с². Какой путь он пройдет за $t = 5$ с?\n' +
      '2. Тело бросили вертикально вверх со скоростью $v_0 = 20$ м/с. На какую высоту оно поднимется? ($g = 10$ м/с²)\n' +
      '3. По графику $v(t)$ из материалов модуля найдите перемещение за первые 4 с.\n' +
      '4. Докажите, что $$s = \\frac{v^2 - v_0^2}{2a}.$$',
    dueInHours: -50,
    criteria: [
      { title: 'Ход решения', maxPoints: 6 },
      { title: 'Ответы', maxPoints: 4 },
    ],
    resubmit: true,
    works: [
      {
        student: 'ivanov.artem',
        hoursBeforeDue: 20,
        text: 'Решение на фото. В задаче 4 вывел из $v = v_0 + at$ и $s = v_0 t + \\frac{at^2}{2}$.',
        photo: true,
        check: {
          decision: 'checked',
          points: [5, 4],
          comment: 'Хорошо. В задаче 2 не хватает единиц измерения в ответе.',
          marks: [
            { kind: 'tick', x: 0.18, y: 0.22 },
            { kind: 'tick', x: 0.18, y: 0.41 },
            { kind: 'text', x: 0.62, y: 0.45, text: 'м?' },
            {
              kind: 'pen',
              points: [
                [0.52, 0.47],
                [0.6, 0.47],
                [0.6, 0.49],
              ],
            },
          ],
        },
      },
      {
        student: 'kozlov.maxim',
        hoursBeforeDue: 3,
        text: '1) 25 м; 2) 20 м; 3) 12 м; 4) подставил $t = \\frac{v - v_0}{a}$ в формулу пути.',
        check: { decision: 'checked', points: [6, 4], comment: 'Отлично, все верно.' },
      },
      {
        student: 'fedorov.kirill',
        hoursBeforeDue: 1,
        text: '1) 10 м; 2) 20 м.',
        photo: true,
        check: {
          decision: 'returned',
          points: [2, 1],
          comment: 'В задаче 1 путь при разгоне с места: $s = \\frac{at^2}{2}$. Исправьте и решите 3 и 4.',
          marks: [{ kind: 'cross', x: 0.2, y: 0.3 }],
        },
      },
      { student: 'morozov.egor', hoursBeforeDue: -5, text: '1) 25 м; 2) 20 м; 3) 12 м; 4) см. фото.', photo: true },
    ],
  },
  {
    course: physics,
    title: 'Законы Ньютона: брусок на наклонной плоскости',
    body:
      'Брусок массой $m = 2$ кг соскальзывает с наклонной плоскости с углом $\\alpha = 30^\\circ$, коэффициент трения ' +
      '$\\mu = 0{,}2$. Найдите ускорение бруска. Сделайте рисунок с силами.',
    dueInHours: 30,
    maxScore: 10,
    resubmit: true,
    works: [
      {
        student: 'ivanov.artem',
        hoursBeforeDue: 26,
        text: '$a = g(\\sin\\alpha - \\mu\\cos\\alpha) \\approx 3{,}3$ м/с². Рисунок на фото.',
        photo: true,
      },
      { student: 'semenov.nikita', hoursBeforeDue: 28, text: 'Ответ: $a \\approx 3{,}3$ м/с².' },
    ],
  },
  {
    course: maths,
    title: 'Производная: задание 7 ЕГЭ',
    body:
      'Найдите производные и точки экстремума:\n\n' +
      '1. $f(x) = x^3 - 3x^2 + 2$\n2. $g(x) = \\dfrac{x^2 + 4}{x}$\n3. $h(x) = e^{x}(x - 2)$',
    dueInHours: -26,
    maxScore: 3,
    resubmit: false,
    works: [
      {
        student: 'smirnova.anna',
        hoursBeforeDue: 10,
        text: "1) $f'(x) = 3x^2 - 6x$, экстремумы в 0 и 2. 2) $x = \\pm 2$. 3) $x = 1$.",
        check: { decision: 'checked', points: 3, comment: 'Все верно.' },
      },
      { student: 'vasiliev.ilya', hoursBeforeDue: 2, text: "1) $f'(x) = 3x^2 - 6x$; 2) $x = 2$; 3) не успел." },
    ],
  },
  {
    course: maths,
    title: 'Логарифмические уравнения',
    body: 'Решите уравнения: $\\log_2(x + 3) = 4$, $\\lg(x^2 - 9) = \\lg(2x - 1)$.',
    dueInHours: 74,
    criteria: [
      { title: 'Область допустимых значений', maxPoints: 2 },
      { title: 'Решение', maxPoints: 3 },
    ],
    resubmit: true,
    works: [],
  },
];
