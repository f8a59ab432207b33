import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { overlayStory } from '../testing/frames.ts';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Components/Overlays/Drawer',
  id: 'drawer',
  component: Drawer,
  ...overlayStory(),
  args: {
    open: true,
    onClose: fn(),
    'aria-label': 'Фильтры',
    side: 'right',
    children: <p style={{ padding: 16 }}>Содержимое боковой панели</p>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Фильтры' });
    // nothing inside takes focus, so the sheet itself does, with the theme's ring (the browser's is 'auto')
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(getComputedStyle(sheet).outlineStyle).toBe('solid');
  },
};
export const Left: Story = { args: { side: 'left' } };

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <Drawer open={open} onClose={() => setOpen(false)} aria-label="Панель">
        <div style={{ padding: 16 }}>
          <Button onClick={() => setOpen(false)}>Готово</Button>
        </div>
      </Drawer>
    </div>
  );
}

export const ReturnsFocus: Story = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    await expect(await canvas.findByRole('dialog', { name: 'Панель' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
