import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Components/Overlays/Tooltip',
  id: 'tooltip',
  component: Tooltip,
  args: {
    content: 'Реквизиты и контакты школы',
    children: (
      <IconButton label="Помощь">
        <HelpCircle />
      </IconButton>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Помощь' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Реквизиты и контакты школы');
    await expect(trigger).toHaveAccessibleDescription('Реквизиты и контакты школы');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const OpenBelow: Story = { args: { defaultOpen: true, placement: 'bottom' } };
