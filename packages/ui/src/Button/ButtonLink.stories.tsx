import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarPlus, Video } from 'lucide-react';
import { expect } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Components/Buttons/ButtonLink',
  id: 'buttonlink',
  component: ButtonLink,
  args: { href: 'https://meet.example.ru/room', children: 'Подключиться', startIcon: <Video /> },
  argTypes: { startIcon: { control: false } },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like the main button: a screen reader calls it a link, its address is the href. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Подключиться' });
    await expect(link).toHaveAttribute('href', 'https://meet.example.ru/room');
  },
};

/** Beside a secondary button: outlined, as 'Добавить в календарь' next to 'Скопировать'. */
export const Outlined: Story = {
  args: {
    variant: 'outlined',
    href: 'webcal://school.example.ru/server/ics/token.ics',
    children: 'Добавить в календарь',
    startIcon: <CalendarPlus />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Добавить в календарь' })).toHaveFocus();
  },
};
