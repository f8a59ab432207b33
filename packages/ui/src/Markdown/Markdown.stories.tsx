import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Markdown } from './Markdown.tsx';

const material = `# Равноускоренное движение

Движение, при котором скорость тела за **любые равные** промежутки времени меняется одинаково. Ускорение
$a = \\dfrac{v - v_0}{t}$ постоянно, а перемещение

$$
s = v_0 t + \\frac{a t^2}{2}.
$$

## Что нужно помнить

1. Ускорение — векторная величина; его проекция может быть отрицательной.
2. График $v(t)$ — прямая, площадь под ним равна перемещению.
   - при $a > 0$ тело разгоняется;
   - при $a < 0$ — тормозит.

> Задача 1. Автомобиль разгоняется с места с ускорением $2\\ \\text{м/с}^2$. Какой путь он пройдёт за $5$ с?

Ответ проверяйте в \`СИ\`: метры и секунды. Подробнее — в [справочнике](https://example.org/physics).

- [x] Прочитать конспект
- [ ] Решить задачи 1–5
`;

const meta = {
  title: 'Components/Data display/Markdown',
  id: 'markdown',
  component: Markdown,
  args: { children: material },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A material's text: headings one level under the page, lists, a quote, inline and display formulas. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Равноускоренное движение' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThan(3);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'справочнике' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  },
};

/** A GFM table, formulas in its cells. */
export const Table: Story = {
  args: {
    children: `| Величина | Обозначение | Единица |
| --- | :---: | ---: |
| Скорость | $v$ | м/с |
| Ускорение | $a$ | м/с² |
| Путь | $s$ | м |
`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Величина',
      'Обозначение',
      'Единица',
    ]);
  },
};

/** On a 360 px phone a formula too wide for the column scrolls in its block (reachable by Tab), not the page. */
export const WideFormulaOnPhone: Story = {
  args: {
    children: `Уравнение движения в общем виде:

$$
x(t) = x_0 + v_{0x} t + \\frac{a_x t^2}{2} + \\frac{j_x t^3}{6} + \\frac{s_x t^4}{24} + \\frac{c_x t^5}{120} + \\frac{p_x t^6}{720}
$$

Текст после формулы остаётся в колонке.`,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('.katex-display');
    const prose = block?.parentElement?.closest('div');
    await expect(block!.scrollWidth).toBeGreaterThan(block!.clientWidth);
    await expect(block).toHaveAttribute('tabindex', '0');
    await expect(prose!.scrollWidth).toBeLessThanOrEqual(328);
  },
};

/** The author's HTML, cleaned: scripts, frames, handlers and javascript: links are gone, sub and sup stay. */
export const Sanitized: Story = {
  args: {
    children: `Формула воды: H<sub>2</sub>O, площадь: м<sup>2</sup>.

<script>alert(1)</script>
<b onclick="alert(1)">Жирный текст без обработчика</b>
<iframe src="https://evil.example/"></iframe>

[Ссылка-ловушка](javascript:alert(1)) и <a href="data:text/html,x">ещё одна</a>.`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe, [onclick]')).toBeNull();
    await expect(canvasElement.querySelector('[data-story-root] a[href^="javascript"]')).toBeNull();
    await expect(canvasElement.querySelector('sub')).toHaveTextContent('2');
  },
};

/** A formula with a TeX error shows its source in red; the rest of the text renders. */
export const FormulaError: Story = {
  args: { children: 'Неверная формула: $\\frac{1}{$, а текст после неё на месте.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.katex-error')).not.toBeNull();
    await expect(canvas.getByText(/текст после неё на месте/)).toBeVisible();
  },
};
