import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { users } from '@school/mocks';
import { space } from '@school/ui';
import { TEXTS } from '../../../app/src/config/texts';
import { ADMIN_HOME_HINT } from '../../../app/src/features/admin/pages/admin-home-page';
import { NEW_USERS_TEXTS } from '../../../app/src/features/admin/invitations/texts';
import { USERS_TEXTS } from '../../../app/src/features/admin/users/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, LAYOUT_WINDOWS, type Canvas } from '../app-screen-story';
import { openAdminPage } from './admin-story';

const base = appScreenMeta({ path: '/admin/users', viewer: users.senior, windows: LAYOUT_WINDOWS });

/**
 * Where the admin pages sit at the two widths, 1366 px beside the menu and a 360 px phone: the page padding
 * of every page between the menu (or the screen's edge) and the heading and table, the invitations table whole at
 * 1366, and the admin landing's hint on a phone naming the button that opens the menu.
 */
const meta = {
  title: 'Screens/Admin/Layout',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onPhone = { globals: { viewport: { value: 'phone', isRotated: false } } } as const;

/** The padding every page of the shell has (PageGrid). */
const PAGE_PADDING = Number.parseFloat(space(4));

/** The heading and the table's box keep the page padding from the menu (or the screen's left edge) and the right edge. */
async function expectPagePadding(canvas: Canvas, heading: string, tableCaption: string) {
  await openAdminPage(canvas, heading, tableCaption);
  const menu = canvas.queryByRole('navigation', { name: 'Меню администратора' });
  const start = (menu?.getBoundingClientRect().right ?? 0) + PAGE_PADDING;
  const end = document.documentElement.clientWidth - PAGE_PADDING;
  const title = canvas.getByRole('heading', { name: heading, level: 1 }).getBoundingClientRect();
  const table = canvas.getByRole('region', { name: tableCaption }).getBoundingClientRect();
  await expect(title.left).toBeGreaterThanOrEqual(start);
  await expect(table.left).toBeGreaterThanOrEqual(start);
  await expect(table.right).toBeLessThanOrEqual(end);
}

/** 1366 px: 'Управление пользователями' and its table a page padding away from the menu and the window's edge. */
export const UsersBesideTheMenu: Story = {
  play: async ({ canvas }) => {
    await expectPagePadding(canvas, TEXTS.usersTitle, USERS_TEXTS.tableCaption);
  },
};

/** 360 px: the same padding from both edges of the phone. */
export const UsersOnPhone: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expectPagePadding(canvas, TEXTS.usersTitle, USERS_TEXTS.tableCaption);
  },
};

/**
 * 1366 px: 'Новые пользователи' with the page padding, and its table fits beside the menu: no side scroll, no
 * scroll hint, every 'Отправить повторно' whole inside the table's box.
 */
export const NewUsersBesideTheMenu: Story = {
  args: { path: '/admin/newusers' },
  play: async ({ canvas }) => {
    await expectPagePadding(canvas, TEXTS.newUsersTitle, NEW_USERS_TEXTS.tableCaption);
    const scroller = canvas.getByRole('region', { name: NEW_USERS_TEXTS.tableCaption });
    const resend = await canvas.findAllByRole('button', { name: new RegExp(`^${NEW_USERS_TEXTS.resend}`) });
    await expect(resend.length).toBeGreaterThan(0);
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const box = scroller.getBoundingClientRect();
    for (const button of resend) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    await expect(canvas.getByText(NEW_USERS_TEXTS.scrollHint)).not.toBeVisible();
  },
};

/** 360 px: the page padding; the table scrolls sideways inside its own box, with the hint, and the page does not. */
export const NewUsersOnPhone: Story = {
  ...onPhone,
  args: { path: '/admin/newusers' },
  play: async ({ canvas }) => {
    await expectPagePadding(canvas, TEXTS.newUsersTitle, NEW_USERS_TEXTS.tableCaption);
    await canvas.findAllByRole('button', { name: new RegExp(`^${NEW_USERS_TEXTS.resend}`) });
    const scroller = canvas.getByRole('region', { name: NEW_USERS_TEXTS.tableCaption });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(canvas.getByText(NEW_USERS_TEXTS.scrollHint)).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** 1366 px: the admin landing points to the menu beside it. */
export const HomeBesideTheMenu: Story = {
  args: { path: '/admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.adminWelcome })).toBeVisible();
    await expect(canvas.getByText(ADMIN_HOME_HINT.beside)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Меню администратора' })).toBeVisible();
  },
};

/** 360 px: the menu is closed behind the app bar's 'Меню', and the landing's hint names that button. */
export const HomeOnPhone: Story = {
  ...onPhone,
  args: { path: '/admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.adminWelcome })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Меню администратора' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByText(ADMIN_HOME_HINT.behindToggle)).toBeVisible();
    await expect(ADMIN_HOME_HINT.behindToggle).toContain(`«${toggle.getAttribute('aria-label')}»`);
  },
};
