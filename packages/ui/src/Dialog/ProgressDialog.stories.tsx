import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { overlayStory } from '../testing/frames.ts';
import { ProgressDialog } from './ProgressDialog.tsx';

const meta = {
  title: 'Components/Overlays/ProgressDialog',
  id: 'dialog-progressdialog',
  component: ProgressDialog,
  ...overlayStory(),
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
