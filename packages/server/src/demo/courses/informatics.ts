import type { DemoCourse } from '../courses.ts';

export const informaticsOlympiad: DemoCourse = {
  title: 'Информатика: олимпиадная подготовка',
  subject: 'inf',
  exam: 'olympiad',
  grades: [9, 10, 11],
  description:
    'Алгоритмы для школьного и муниципального этапов ВсОШ: асимптотика, сортировки, бинарный поиск, динамическое ' +
    'программирование и графы. Решаем задачи на Python и C++. Курс готовится к публикации.',
  priceRub: 0,
  status: 'draft',
  teachers: ['pavlov'],
  students: [],
  modules: [
    {
      title: 'Асимптотика и сортировки',
      materials: [
        {
          kind: 'text',
          title: 'Сколько операций сделает программа',
          body: String.raw`Олимпиадная задача дает ограничение по времени — обычно 1 секунда, а это около $10^8$ простых операций.
Поэтому при $n \le 10^5$ решение за $O(n^2)$ не успеет, а за $O(n \log n)$ — успеет.

Сортировка слиянием делит массив пополам: $T(n) = 2T\left(\frac{n}{2}\right) + O(n)$, откуда $T(n) = O(n \log n)$.`,
        },
        {
          kind: 'video',
          title: 'Сортировка слиянием на пальцах',
          url: 'https://rutube.ru/video/fedcba9876543210fedcba9876543210/',
        },
      ],
    },
    {
      title: 'Динамическое программирование',
      materials: [
        {
          kind: 'text',
          title: 'Кузнечик и числа Фибоначчи',
          body: String.raw`Кузнечик прыгает на 1 или 2 клетки вперед. Сколькими способами он доберется до клетки $n$?
В клетку $i$ можно прийти из $i - 1$ или из $i - 2$, поэтому $dp_i = dp_{i-1} + dp_{i-2}$, $dp_0 = dp_1 = 1$.

~~~python
n = int(input())
dp = [1, 1] + [0] * (n - 1)
for i in range(2, n + 1):
    dp[i] = dp[i - 1] + dp[i - 2]
print(dp[n])
~~~

Решение работает за $O(n)$ вместо $O(2^n)$ у перебора.`,
        },
        { kind: 'link', title: 'Задачи школьного этапа ВсОШ (олимпиады.ру)', url: 'https://olimpiada.ru/activity/73' },
        { kind: 'link', title: 'Тренировки на Codeforces', url: 'https://codeforces.com/problemset' },
      ],
    },
  ],
};
