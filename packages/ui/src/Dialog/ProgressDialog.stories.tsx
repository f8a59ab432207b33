import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressDialog } from './ProgressDialog.tsx';

/* overlays open modally: in the docs page each story gets its own frame */
const overlayDocs = { story: { inline: false, height: '560px' } };

const meta = {
  title: 'Components/Overlays/ProgressDialog',
  id: 'dialog-progressdialog',
  component: ProgressDialog,
  parameters: { frame: 'page', docs: overlayDocs },
  globals: { viewport: { value: 'overlay' } },
  args: { open: true, text: 'Отвязываем Ваш профиль...' },
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Отвязываем Ваш профиль...' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Закрыть' })).toBeNull();
  },
};
