import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, Shield } from 'lucide-react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { overlayStory } from '../testing/frames.ts';
import { ProfileDrawer } from './ProfileDrawer.tsx';

const actions = (
  <>
    <Button variant="text" startIcon={<Settings />}>
      Настройки
    </Button>
    <Button variant="text" startIcon={<Shield />}>
      Управление
    </Button>
    <Button variant="text" color="error" startIcon={<LogOut />}>
      Выйти
    </Button>
  </>
);

const meta = {
  title: 'Components/Navigation/ProfileDrawer',
  id: 'profiledrawer',
  component: ProfileDrawer,
  ...overlayStory(),
  args: {
    open: true,
    onClose: fn(),
    name: 'Мария Смирнова',
    roleName: 'Старший преподаватель',
    subjects: ['Математика (профильная)', 'Физика'],
    phone: '+7 900 123-45-67',
    email: 'smirnova@school.ru',
    actions,
  },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof ProfileDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Профиль' });
    await expect(sheet).toHaveTextContent('smirnova@school.ru');
    await expect(canvas.getByRole('list', { name: 'Преподаваемые предметы' })).toHaveTextContent('Физика');
    /* Escape closes the drawer it is pressed in: wait until the opening drawer has taken the focus. */
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Student: Story = {
  args: {
    name: 'Иван Петров',
    roleName: 'Ученик',
    subjects: [],
    actions: (
      <>
        <Button variant="text" startIcon={<Settings />}>
          Настройки
        </Button>
        <Button variant="text" color="error" startIcon={<LogOut />}>
          Выйти
        </Button>
      </>
    ),
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
