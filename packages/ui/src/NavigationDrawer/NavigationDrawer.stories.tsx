import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  Globe,
  House,
  LayoutDashboard,
  Library,
  Menu,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { overlayParameters } from '../testing/frames.ts';
import { NavigationDrawer, type NavigationDrawerProps, type NavItem } from './NavigationDrawer.tsx';

const mainItems: NavItem[] = [
  { key: 'home', label: 'Главная', icon: <House aria-hidden="true" />, href: '/', active: true },
  { key: 'calendar', label: 'Расписание', icon: <CalendarDays aria-hidden="true" />, href: '/calendar' },
  { key: 'courses', label: 'Курсы', icon: <BookOpen aria-hidden="true" />, href: '/courses' },
  { key: 'site', label: 'Сайт школы', icon: <Globe aria-hidden="true" />, href: 'https://example.org', external: true },
];

const adminItems: NavItem[] = [
  { key: 'admin', label: 'Админ-панель', icon: <LayoutDashboard aria-hidden="true" />, href: '/admin' },
  { key: 'users', label: 'Пользователи', icon: <Users aria-hidden="true" />, href: '/admin/users', active: true },
  { key: 'new', label: 'Новые пользователи', icon: <UserPlus aria-hidden="true" />, href: '/admin/newusers' },
  { key: 'subjects', label: 'Предметы', icon: <Library aria-hidden="true" />, href: '/admin/subjects' },
  { key: 'stats', label: 'Статистика', icon: <BarChart3 aria-hidden="true" />, disabled: true },
  { key: 'back', label: 'Вернуться на Главную', icon: <House aria-hidden="true" />, href: '/' },
];

const meta = {
  title: 'Components/Navigation/NavigationDrawer',
  id: 'navigationdrawer',
  component: NavigationDrawer,
  parameters: overlayParameters(),
  globals: { viewport: { value: 'desktop' } },
  args: {
    items: mainItems,
    open: true,
    /* the desktop drawer in any frame: a docs page draws each story in a frame narrower than the
       desktop breakpoint, where 'auto' is the phone's sheet (PhoneEdgeSwipe shows that) */
    variant: 'permanent',
    onOpenChange: fn(),
    onNavigate: fn((_item, event) => event.preventDefault()),
  },
  argTypes: { items: { control: false } },
  /* as in the app shell: the permanent drawer sits beside the page's content and fills its height */
  render: (args) => (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <NavigationDrawer {...args} />
      <div style={{ flex: 1, padding: 16 }}>
        <p>Содержимое страницы</p>
      </div>
    </div>
  ),
} satisfies Meta<typeof NavigationDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(340);
    // the drawer runs the full height of the page, not just its entries
    await expect(nav.parentElement!.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(canvas.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Расписание' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'calendar' }), expect.anything());
    // permanent: choosing an entry does not close it
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AdminMenu: Story = {
  args: { items: adminItems, 'aria-label': 'Меню администратора' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Статистика/ })).toBeNull();
    await expect(canvas.getByText('Статистика').closest('[aria-disabled]')).toHaveTextContent('В разработке');
  },
};

function PhoneDemo(props: Partial<NavigationDrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <p>Проведите пальцем от левого края экрана, чтобы открыть меню.</p>
      <NavigationDrawer items={mainItems} {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const touch = (type: string, x: number) =>
  document.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', clientX: x, clientY: 300, bubbles: true }));
const swipe = (fromX: number, toX: number) => {
  touch('pointerdown', fromX);
  touch('pointermove', toX);
  touch('pointerup', toX);
};
/* React renders what a swipe changed within a frame or two. */
const nextFrames = async () => {
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
};

/** On a phone the drawer starts closed and opens with a swipe from the 25 px edge. */
export const PhoneEdgeSwipe: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <PhoneDemo onNavigate={(_item, event) => event.preventDefault()} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    /* The drawer listens for swipes from an effect, which may run after the story is on screen:
       swipe again until it answers, as a user would. */
    await waitFor(() => {
      swipe(10, 120);
      return expect(canvas.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    // a swipe starting further in does nothing
    swipe(60, 200);
    await nextFrames();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The phone sheet, open: its 'Закрыть меню' button at the top, where the app bar's toggle was. */
export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'temporary' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Курсы' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/* As in the app shell: the app bar's 'Меню' opens the sheet. */
function PhoneToggleDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <IconButton label="Меню" aria-expanded={open} onClick={() => setOpen(true)}>
        <Menu />
      </IconButton>
      <NavigationDrawer items={mainItems} open={open} onOpenChange={setOpen} variant="temporary" />
    </div>
  );
}

/**
 * 'Закрыть меню' closes the phone sheet by touch and by keyboard (it takes the focus as the sheet opens), Esc still
 * closes it, and the focus goes back to 'Меню' each time. The story ends with the sheet open.
 */
export const PhoneCloseButton: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <PhoneToggleDemo />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    const nav = () => canvas.queryByRole('navigation', { name: 'Основное меню' });

    await userEvent.click(toggle);
    const close = canvas.getByRole('button', { name: 'Закрыть меню' });
    await expect(close).toBeVisible();
    await userEvent.click(close);
    await waitFor(() => expect(nav()).toBeNull());
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Закрыть меню' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nav()).toBeNull());
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(nav()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(nav()).toBeNull());
    await expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await expect(nav()).toBeVisible();
  },
};
