import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileChip } from './FileChip.tsx';

const meta = {
  title: 'Components/Data display/File chip',
  id: 'file-chip',
  component: FileChip,
  args: {
    name: 'Кинематика — конспект.pdf',
    size: 1_572_864,
    type: 'PDF',
    href: '/server/files/42/download',
  },
} satisfies Meta<typeof FileChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A material's attachment: a download link with its type and size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Кинематика — конспект.pdf PDF 1,5\u00a0МБ' });
    await expect(link).toHaveAttribute('href', '/server/files/42/download');
    await expect(link).toHaveAttribute('download', 'Кинематика — конспект.pdf');
  },
};

/** A long name is cut with an ellipsis; the whole name stays in the title and the accessible name. */
export const LongName: Story = {
  args: {
    name: 'Механика. Сборник задач для подготовки к ЕГЭ по физике, часть вторая (с решениями).docx',
    type: 'DOCX',
    size: 48_300,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^Механика/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvas.getByRole('link')).toHaveAttribute('title', expect.stringContaining('(с решениями).docx'));
  },
};

/** In the course editor: a remove button beside the link. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить «Кинематика — конспект.pdf»' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Several files of a material, wrapping on a narrow screen. */
export const Several: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 480 }}>
      <FileChip name="Конспект.pdf" size={830_000} type="PDF" href="/server/files/1/download" />
      <FileChip name="Задачи.docx" size={25_600} type="DOCX" href="/server/files/2/download" />
      <FileChip name="Схема.png" size={830} type="PNG" href="/server/files/3/download" />
    </div>
  ),
};
