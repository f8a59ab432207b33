import type { DemoCourse } from '../courses.ts';

export const mathProfile: DemoCourse = {
  title: 'Профильная математика ЕГЭ',
  subject: 'math',
  exam: 'ЕГЭ',
  grades: [10, 11],
  description:
    'Вторая часть профильного ЕГЭ без пробелов: производная и исследование функций, логарифмы и показательные ' +
    'уравнения, текстовые задачи. Каждое занятие — теория, разбор задач ФИПИ и самостоятельная работа.',
  priceRub: 0,
  status: 'published',
  teachers: ['morozova', 'pavlov'],
  students: [
    'ivanov.artem',
    'smirnova.anna',
    'kozlov.maxim',
    'vasiliev.ilya',
    'fedorov.kirill',
    'morozov.egor',
    'volkova.polina',
    'alekseev.timur',
    'semenov.nikita',
  ],
  modules: [
    {
      title: 'Производная',
      materials: [
        {
          kind: 'text',
          title: 'Производная и правила дифференцирования',
          body: String.raw`Производная функции — предел отношения приращения функции к приращению аргумента:

$$f'(x) = \lim_{\Delta x \to 0} \frac{f(x + \Delta x) - f(x)}{\Delta x}$$

Таблица, которую нужно знать наизусть: $(x^n)' = nx^{n-1}$, $(e^x)' = e^x$, $(\ln x)' = \frac{1}{x}$,
$(\sin x)' = \cos x$, $(\cos x)' = -\sin x$.

Правила: $(uv)' = u'v + uv'$, $\left(\frac{u}{v}\right)' = \frac{u'v - uv'}{v^2}$, $(f(g(x)))' = f'(g(x)) \cdot g'(x)$.

## Пример (задание 12)

Найдите точку минимума функции $y = x^3 - 12x + 7$.

$y' = 3x^2 - 12 = 0$, откуда $x = \pm 2$. Производная меняет знак с «−» на «+» в точке $x = 2$ — это точка минимума.
**Ответ:** 2.`,
        },
        {
          kind: 'video',
          title: 'Исследование функции за 10 минут',
          url: 'https://rutube.ru/video/a1b2c3d4e5f60718293a4b5c6d7e8f90/',
        },
        {
          kind: 'text',
          title: 'Геометрический смысл производной',
          body: String.raw`Значение производной в точке $x_0$ равно угловому коэффициенту касательной:
$k = f'(x_0) = \operatorname{tg}\alpha$. Уравнение касательной:

$$y = f(x_0) + f'(x_0)(x - x_0)$$

В задании 8 по графику производной ищут точки экстремума: это нули $f'(x)$, где она меняет знак.`,
        },
      ],
    },
    {
      title: 'Логарифмы',
      materials: [
        {
          kind: 'text',
          title: 'Определение и свойства логарифма',
          body: String.raw`Логарифм числа $b > 0$ по основанию $a$ ($a > 0$, $a \ne 1$) — показатель степени, в которую нужно
возвести $a$, чтобы получить $b$:

$$\log_a b = c \iff a^c = b$$

Свойства: $\log_a (xy) = \log_a x + \log_a y$, $\log_a \frac{x}{y} = \log_a x - \log_a y$,
$\log_a x^k = k \log_a x$, переход к новому основанию $\log_a b = \frac{\log_c b}{\log_c a}$.

## Пример

Решите уравнение $\log_2 (x + 3) = 4$. По определению $x + 3 = 2^4 = 16$, $x = 13$; проверка ОДЗ: $x + 3 > 0$. **Ответ:** 13.`,
        },
        {
          kind: 'video',
          title: 'Логарифмические неравенства (задание 15)',
          url: 'https://vkvideo.ru/video-12345678_456239018',
        },
        {
          kind: 'link',
          title: 'Демоверсия ЕГЭ по математике (ФИПИ)',
          url: 'https://fipi.ru/ege/demoversii-specifikacii-kodifikatory',
        },
      ],
    },
  ],
};
