import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { endpointUrl } from '@school/contract';
import { SubjectList } from './SubjectList.tsx';

const url = endpointUrl('getSubjects');

/** A component that fetches through MSW: the shared handlers of packages/mocks by default. */
const meta = {
  title: 'Examples/Subject list (MSW)',
  component: SubjectList,
} satisfies Meta<typeof SubjectList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Математика (профильный уровень)' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(12);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { default: [http.get(url, () => HttpResponse.json([]))] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Предметов пока нет')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        default: [http.get(url, () => HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        default: [
          http.get(url, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Предметы' })).toHaveAttribute('aria-busy', 'true');
  },
};
