import { minimalPdf } from '../pdf.ts';
import type { DemoCourse } from '../courses.ts';

const kinematicsSheet = minimalPdf('Kinematics: the formulas of the course', [
  'Uniformly accelerated motion along a straight line:',
  '  v = v0 + a t',
  '  s = v0 t + a t^2 / 2',
  '  v^2 - v0^2 = 2 a s',
  'Free fall (g = 9.8 m/s^2, up is positive):',
  '  y = y0 + v0 t - g t^2 / 2',
  'Uniform circular motion:',
  '  a = v^2 / R,   v = 2 pi R / T',
  'Physics EGE: mechanics. Online school demo.',
]);

export const physicsMechanics: DemoCourse = {
  title: 'Физика ЕГЭ: механика',
  subject: 'phys',
  exam: 'ЕГЭ',
  grades: [10, 11],
  description:
    'Механика — треть заданий ЕГЭ по физике. За 8 недель разберем кинематику, динамику и законы сохранения: теория, ' +
    'видеоразборы задач из открытого банка ФИПИ и еженедельные занятия в прямом эфире с проверкой домашних заданий.',
  priceRub: 4900,
  status: 'published',
  teachers: ['sokolov'],
  students: ['ivanov.artem', 'kozlov.maxim', 'fedorov.kirill', 'morozov.egor', 'semenov.nikita', 'orlov.matvey'],
  modules: [
    {
      title: 'Кинематика',
      materials: [
        {
          kind: 'text',
          title: 'Равноускоренное движение',
          body: String.raw`## Скорость и перемещение

При равноускоренном движении ускорение $a$ постоянно, и скорость меняется линейно со временем:

$$v = v_0 + at$$

Перемещение за время $t$ — площадь под графиком $v(t)$, то есть площадь трапеции:

$$s = v_0 t + \frac{at^2}{2}$$

Если время не дано, удобна формула без него: $v^2 - v_0^2 = 2as$.

## Пример

Автомобиль разгоняется с места с ускорением $a = 2\ \text{м/с}^2$. Какой путь он пройдет за $t = 5\ \text{с}$?

Так как $v_0 = 0$, то $s = \frac{at^2}{2} = \frac{2 \cdot 25}{2} = 25\ \text{м}$.

> На ЕГЭ проверяйте единицы: скорость в км/ч переведите в м/с, разделив на 3,6.`,
        },
        {
          kind: 'video',
          title: 'Разбор: графики движения (задание 1)',
          url: 'https://www.youtube.com/watch?v=Zx7vP2kQm1A',
        },
        {
          kind: 'file',
          title: 'Шпаргалка: формулы кинематики (PDF)',
          file: { name: 'kinematika-formuly.pdf', type: 'application/pdf', bytes: kinematicsSheet },
        },
        {
          kind: 'text',
          title: 'Свободное падение и бросок под углом',
          body: String.raw`Тело, брошенное под углом $\alpha$ к горизонту со скоростью $v_0$, движется по параболе.
По горизонтали движение равномерное, по вертикали — равноускоренное с ускорением $g$:

$$x = v_0 \cos\alpha \cdot t, \qquad y = v_0 \sin\alpha \cdot t - \frac{gt^2}{2}$$

Дальность полета: $L = \frac{v_0^2 \sin 2\alpha}{g}$ — наибольшая при $\alpha = 45^\circ$.

**Домашнее задание:** задачи 3, 5 и 8 из шпаргалки курса.`,
        },
      ],
    },
    {
      title: 'Динамика',
      materials: [
        {
          kind: 'text',
          title: 'Законы Ньютона',
          body: String.raw`1. Существуют системы отсчета, в которых тело сохраняет скорость, если на него не действуют силы.
2. Ускорение тела пропорционально равнодействующей сил: $\vec{F} = m\vec{a}$.
3. Тела действуют друг на друга с равными по модулю и противоположными по направлению силами: $\vec{F}_{12} = -\vec{F}_{21}$.

Сила трения скольжения: $F_{тр} = \mu N$. На наклонной плоскости с углом $\alpha$ без трения
$a = g \sin\alpha$.`,
        },
        {
          kind: 'video',
          title: 'Разбор: брусок на наклонной плоскости',
          url: 'https://rutube.ru/video/0123456789abcdef0123456789abcdef/',
        },
        {
          kind: 'link',
          title: 'Открытый банк заданий ЕГЭ по физике (ФИПИ)',
          url: 'https://fipi.ru/ege/otkrytyy-bank-zadaniy-ege',
        },
      ],
    },
    {
      title: 'Законы сохранения',
      materials: [
        {
          kind: 'text',
          title: 'Импульс и энергия',
          body: String.raw`Импульс тела $\vec{p} = m\vec{v}$; в замкнутой системе суммарный импульс сохраняется:

$$m_1 \vec{v}_1 + m_2 \vec{v}_2 = m_1 \vec{v}_1' + m_2 \vec{v}_2'$$

Кинетическая энергия $E_k = \frac{mv^2}{2}$, потенциальная в поле тяжести $E_p = mgh$, пружины — $E_p = \frac{kx^2}{2}$.
Без трения полная механическая энергия сохраняется: $E_k + E_p = \text{const}$.`,
        },
        {
          kind: 'video',
          title: 'Разбор: неупругий удар (задание 26)',
          url: 'https://vkvideo.ru/video-12345678_456239017',
        },
      ],
    },
  ],
};
