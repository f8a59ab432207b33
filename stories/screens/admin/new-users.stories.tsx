import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, ROLE_NAMES, type PendingRegistration } from '@school/contract';
import {
  expiredTempUsers,
  failing,
  serverError,
  slow,
  tempUserList,
  tempUsers,
  urlPattern,
  users,
  withDb,
} from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { formatExpiry } from '../../../app/src/features/admin/invitations/pending-status';
import { NEW_USERS_TEXTS as T } from '../../../app/src/features/admin/invitations/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, desktopWindow, eventually, phoneWindow, withHandlers, type Canvas } from '../app-screen-story';
import { expectLoadFailed, openAdminPage } from './admin-story';

const base = appScreenMeta({
  path: '/admin/newusers',
  viewer: users.senior,
  windows: { adminDesktop: desktopWindow(1440, 900), adminPhone: phoneWindow(780) },
});

/**
 * 'Новые пользователи' (/admin/newusers) inside the whole app over the mock server, signed in as the
 * SENIOR, on the fixtures' day: pending registrations with delete, copy link, status, expiry and
 * 'Отправить повторно' for invitations; expired rows marked and removed in one action.
 */
const meta = {
  title: 'Screens/Admin/New users',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPage = (canvas: Canvas) => openAdminPage(canvas, TEXTS.newUsersTitle, T.tableCaption);

/** The row of `name` once the list has arrived. */
async function rowOf(canvas: Canvas, name: string) {
  const table = within(await openPage(canvas));
  return within(await table.findByRole('row', { name: new RegExp(name) }));
}

/** The bodies the page sent to `name`, read on their way to the mock server (which then answers). */
function recordBodies(name: 'deleteTemp' | 'resendInvite' | 'deleteExpiredTemp') {
  const bodies: unknown[] = [];
  const recorder = http.post(urlPattern(name), async ({ request }) => {
    const text = await request.clone().text();
    bodies.push(text === '' ? null : (JSON.parse(text) as unknown));
  });
  return { bodies, recorder, clear: () => void bodies.splice(0) };
}
const deletes = recordBodies('deleteTemp');
const resends = recordBodies('resendInvite');
const expiredDeletes = recordBodies('deleteExpiredTemp');

const withExpired: PendingRegistration[] = [
  ...tempUserList,
  expiredTempUsers.invitation,
  expiredTempUsers.selfRegistration,
];

/**
 * Every pending registration: delete, name, e-mail, first role, 'Копировать ссылку', the status badge
 * ('В процессе регистрации' once a code was sent), and the expiry with 'Отправить повторно' beside it on invitations only.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = within(await openPage(canvas));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      T.delete,
      T.nameColumn,
      T.emailColumn,
      T.roleColumn,
      T.linkColumn,
      T.statusColumn,
      T.expiresColumn,
    ]);
    const invited = await rowOf(canvas, 'Григорий Павлов');
    await expect(table.getAllByRole('row')).toHaveLength(tempUserList.length + 1);
    await expect(invited.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      'Григорий Павлов',
      tempUsers.invited.email,
      ROLE_NAMES.TEACHER,
      '',
      T.awaiting,
      /* the resend renews the expiry, so it sits beside it */
      `${formatExpiry(tempUsers.invited.expiresAt)}${T.resend}`,
    ]);
    await expect(invited.getByRole('button', { name: T.delete })).toBeVisible();
    await expect(invited.getByRole('button', { name: T.copyLink })).toBeVisible();
    const codeSent = await rowOf(canvas, 'Елена Морозова');
    await expect(codeSent.getByText(T.codeSent)).toBeVisible();
    await expect(codeSent.getByText(ROLE_NAMES.USER)).toBeVisible();
    /* Only invitations are e-mailed again; a self-registration has its own code step. */
    await expect(codeSent.queryByRole('button', { name: new RegExp(T.resend) })).toBeNull();
    await expect(table.getAllByRole('button', { name: new RegExp(T.resend) })).toHaveLength(1);
    await expect(canvas.queryByText(T.expired)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Удалить просроченные/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: T.refresh })).toBeEnabled();
    const adminMenu = within(canvas.getByRole('navigation', { name: 'Меню администратора' }));
    await expect(adminMenu.getByRole('link', { name: TEXTS.adminNewUsers })).toHaveAttribute('aria-current', 'page');
  },
};

/** Nobody is half-way through registering: the table says so. */
export const Empty: Story = {
  parameters: withHandlers(...withDb({ tempUsers: [] })),
  play: async ({ canvas }) => {
    const table = within(await openPage(canvas));
    await expect(await table.findByText(T.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.refresh })).toBeEnabled();
  },
};

/** The list on its way: skeleton rows in the table, which is marked busy. */
export const Loading: Story = {
  parameters: withHandlers(...slow('getTempUsers')),
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('button', { name: T.delete })).toBeNull();
  },
};

/** The list failed: a message and 'Повторить', no table and no toast over it. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('getTempUsers')),
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas, TEXTS.newUsersTitle, T.loadFailed);
  },
};

/** 'Удалить' asks first: cancelling sends nothing; confirming with 'Удалить' deletes that registration. */
export const DeleteConfirm: Story = {
  parameters: withHandlers(deletes.recorder),
  play: async ({ canvas }) => {
    deletes.clear();
    const row = await rowOf(canvas, 'Алексей Новиков');
    await userEvent.click(row.getByRole('button', { name: T.delete }));
    let dialog = within(await canvas.findByRole('alertdialog', { name: T.deleteTitle('Алексей Новиков') }));
    await expect(dialog.getByText(T.deleteText)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await eventually(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(deletes.bodies).toEqual([]);

    await userEvent.click(row.getByRole('button', { name: T.delete }));
    dialog = within(await canvas.findByRole('alertdialog', { name: T.deleteTitle('Алексей Новиков') }));
    await userEvent.click(dialog.getByRole('button', { name: T.delete }));
    await expect(await canvas.findByText(T.deleted)).toBeVisible();
    await expect(deletes.bodies).toEqual([{ id: tempUsers.fresh._id }]);
  },
};

/** 'Копировать ссылку' puts this site's /register/{id} on the clipboard and says so. */
export const CopyLink: Story = {
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'Григорий Павлов');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(row.getByRole('button', { name: T.copyLink }));
      await expect(await canvas.findByText(T.copied)).toBeVisible();
      await expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/${tempUsers.invited._id}`);
    } finally {
      writeText.mockRestore();
    }
  },
};

/** 'Отправить повторно' e-mails the invitation again and says to whom. */
export const Resend: Story = {
  parameters: withHandlers(resends.recorder),
  play: async ({ canvas }) => {
    resends.clear();
    const row = await rowOf(canvas, 'Григорий Павлов');
    await userEvent.click(row.getByRole('button', { name: new RegExp(T.resend) }));
    await expect(await canvas.findByText(T.resent(tempUsers.invited.email!))).toBeVisible();
    await expect(resends.bodies).toEqual([{ id: tempUsers.invited._id }]);
  },
};

/** A resend right after the last one: the server's refusal appears as the error toast. */
export const ResendTooSoon: Story = {
  parameters: withHandlers(failing('resendInvite', 429, MESSAGES.inviteResendTooSoon)),
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'Григорий Павлов');
    await userEvent.click(row.getByRole('button', { name: new RegExp(T.resend) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.inviteResendTooSoon);
    await expect(canvas.queryByText(T.resent(tempUsers.invited.email!))).toBeNull();
  },
};

/**
 * Registrations whose time ran out are marked 'Срок истек' and go in one action, after a confirm;
 * an expired invitation can still be sent again (which renews it).
 */
export const ExpiredRows: Story = {
  parameters: withHandlers(expiredDeletes.recorder, ...withDb({ tempUsers: withExpired })),
  play: async ({ canvas }) => {
    expiredDeletes.clear();
    const expiredInvite = await rowOf(canvas, 'Ольга Соколова');
    await expect(expiredInvite.getByText(T.expired)).toBeVisible();
    await expect(expiredInvite.getByRole('button', { name: new RegExp(T.resend) })).toBeEnabled();
    await expect((await rowOf(canvas, 'Иван Егоров')).getByText(T.expired)).toBeVisible();
    await expect((await rowOf(canvas, 'Григорий Павлов')).queryByText(T.expired)).toBeNull();
    await expect(canvas.getAllByText(T.expired)).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: T.deleteExpired(2) }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: T.deleteExpiredTitle(2) }));
    await expect(dialog.getByText(T.deleteExpiredText)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.delete }));
    await expect(await canvas.findByText(T.deletedExpired(2))).toBeVisible();
    await expect(expiredDeletes.bodies).toHaveLength(1);
  },
};

/** A phone: the table scrolls sideways inside its own box with a hint; the page itself never does. */
export const Phone: Story = {
  globals: { viewport: { value: 'adminPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvas, 'Григорий Павлов');
    const scroller = canvas.getByRole('region', { name: T.tableCaption });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    /* The hint shows once the table's ResizeObserver has reported, after the first layout. */
    await waitFor(() => expect(canvas.getByText(T.scrollHint)).toBeVisible());
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
