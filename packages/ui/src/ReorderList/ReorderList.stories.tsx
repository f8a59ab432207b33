import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ReorderList, type ReorderItem, type ReorderListProps } from './ReorderList.tsx';

const outline = (...labels: string[]): ReorderItem[] =>
  labels.map((label, index) => ({ id: `m${index + 1}`, label, content: label }));

const physics = outline('Введение', 'Кинематика', 'Динамика', 'Законы сохранения', 'Колебания');

/** The caller owns the order, as the course editor will: the story keeps it in state. */
function Outline({ items: initial, onMove, onRemove, ...rest }: ReorderListProps) {
  const [items, setItems] = useState(initial);
  return (
    <ReorderList
      {...rest}
      items={items}
      onMove={(from, to) => {
        onMove(from, to);
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          return next;
        });
      }}
      onRemove={
        onRemove &&
        ((id, index) => {
          onRemove(id, index);
          setItems((current) => current.filter((item) => item.id !== id));
        })
      }
    />
  );
}

const meta = {
  title: 'Components/Inputs/Reorder list',
  id: 'reorder-list',
  component: ReorderList,
  args: { items: physics, label: 'Материалы курса', onMove: fn() },
  render: (args) => <Outline {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReorderList>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (list: HTMLElement) => [...list.querySelectorAll('li')].map((row) => row.textContent);

/** A course's outline: 'up' and 'down' on each row, disabled at the ends; a button moves its item and keeps focus. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Материалы курса' });
    await expect(canvas.getByRole('button', { name: 'Переместить «Введение» выше' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Переместить «Колебания» ниже' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Переместить «Кинематика» ниже' }));
    await expect(args.onMove).toHaveBeenCalledWith(1, 2);
    await expect(labelsOf(list)).toEqual(['Введение', 'Динамика', 'Кинематика', 'Законы сохранения', 'Колебания']);
    await expect(canvas.getByRole('status')).toHaveTextContent('«Кинематика» перемещен на позицию 3 из 5');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Переместить «Кинематика» ниже' })).toHaveFocus());
  },
};

/** Alt+arrows on a row's handle move it; focus stays on the handle and each move is announced. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Материалы курса' });
    canvas.getByRole('button', { name: '«Динамика»: порядок' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledWith(2, 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('«Динамика» перемещен на позицию 2 из 5');
    await waitFor(() => expect(canvas.getByRole('button', { name: '«Динамика»: порядок' })).toHaveFocus());

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(labelsOf(list)).toEqual(['Динамика', 'Введение', 'Кинематика', 'Законы сохранения', 'Колебания']);
    await expect(canvas.getByRole('status')).toHaveTextContent('«Динамика» перемещен на позицию 1 из 5');

    /* at the top, another Alt+ArrowUp does nothing */
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: '«Динамика»: порядок' })).toHaveFocus();

    /* an arrow without Alt is not a move */
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMove).toHaveBeenCalledTimes(2);
  },
};

/** Moved to the top by its 'up' button, which is now disabled: focus goes to the row's handle. */
export const MovedToTheTop: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Переместить «Кинематика» выше' }));
    await expect(canvas.getByRole('button', { name: 'Переместить «Кинематика» выше' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: '«Кинематика»: порядок' })).toHaveFocus());
  },
};

/** In the editor each row can be removed; focus goes to the row that takes its place. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить «Динамика»' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m3', 2);
    await expect(canvas.queryByText('Динамика')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: '«Законы сохранения»: порядок' })).toHaveFocus());
  },
};

/** Rows with richer content and a long title that wraps on a phone. */
export const RichContent: Story = {
  args: {
    items: [
      {
        id: 'a',
        label: 'Кинематика',
        content: (
          <span>
            <strong>Кинематика</strong> · текст и 2 файла
          </span>
        ),
      },
      {
        id: 'b',
        label: 'Разбор задач ЕГЭ по механике: равноускоренное движение и движение по окружности',
        content: 'Разбор задач ЕГЭ по механике: равноускоренное движение и движение по окружности',
      },
      { id: 'c', label: 'Видео: опыт с маятником', content: 'Видео: опыт с маятником' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
