import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { overlayStory } from '../testing/frames.ts';
import { AppBar } from './AppBar.tsx';
import { UserChip } from './UserChip.tsx';

/* the app's own mark, so the stories show the bar the app shows */
const logo = <Logo />;

const meta = {
  title: 'Components/Navigation/AppBar',
  id: 'appbar',
  component: AppBar,
  ...overlayStory(),
  args: { title: 'Онлайн-школа', logo, onMenuClick: fn(), menuOpen: true },
  argTypes: { logo: { control: false }, end: { control: false } },
} satisfies Meta<typeof AppBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  args: { end: <Button>Войти</Button> },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Онлайн-школа' })).toHaveAttribute('href', '/');
  },
};

export const SignedIn: Story = {
  args: { end: <UserChip name="Иван Петров" roleName="Ученик" onClick={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Иван Петров\s*,\s*Ученик$/ })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { menuOpen: false, end: <UserChip name="Анастасия Константинопольская" roleName="Старший преподаватель" /> },
};
