import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { failing, users } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { USERS_TEXTS } from '../../../app/src/features/admin/users/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { expectInViewport, expectListInView, expectOnTop } from '../../../packages/ui/src/testing/overlays';
import { appScreenMeta, LAYOUT_WINDOWS, withHandlers, type Canvas } from '../app-screen-story';
import { ADMIN_WINDOWS, openAdminPage } from './admin-story';

const base = appScreenMeta({
  path: '/admin/users',
  viewer: users.owner,
  windows: { laptop: LAYOUT_WINDOWS.laptop, adminPhone: ADMIN_WINDOWS.adminPhone },
});

/**
 * The owner's user dialogs on /admin/users: the option lists ('Роль' in 'Новый пользователь',
 * 'Преподаваемые предметы' in a user's edit dialog) open in full inside the window, over the dialog,
 * on a 1366 x 768 laptop and a 360 px phone; a refusal's toast shows over the open dialog.
 */
const meta = {
  title: 'Screens/Admin/User dialogs',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { globals: { viewport: { value: 'adminPhone', isRotated: false } } } as const;

async function openUsers(canvas: Canvas) {
  const table = await openAdminPage(canvas, TEXTS.usersTitle, USERS_TEXTS.tableCaption);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table);
}

/** Opens the list of the combobox `name` in `dialog` and checks that every option can be seen and clicked. */
async function openListInView(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name }));
  const list = await within(document.body).findByRole('listbox', { name });
  /* placed a moment after it opens, hidden until then */
  await waitFor(() => expect(list).toBeVisible());
  await expectListInView(list);
  return list;
}

async function createRoleList(canvas: Canvas) {
  await openUsers(canvas);
  await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.addUser }));
  const dialog = await canvas.findByRole('dialog', { name: USERS_TEXTS.createTitle });
  const list = await openListInView(dialog, USERS_TEXTS.role);
  await userEvent.click(within(list).getByRole('option', { name: 'Куратор' }));
  await expect(within(dialog).getByRole('combobox', { name: USERS_TEXTS.role })).toHaveTextContent('Куратор');
  /* open again for the screenshot */
  await openListInView(dialog, USERS_TEXTS.role);
}

async function openTeacher(canvas: Canvas) {
  const table = await openUsers(canvas);
  const row = table.getAllByRole('row').find((tr) => tr.textContent?.includes(users.teacher.lastName));
  await userEvent.click(within(row!).getByRole('button', { name: USERS_TEXTS.edit }));
  return canvas.findByRole('dialog', { name: USERS_TEXTS.editTitle });
}

async function editSubjectsList(canvas: Canvas) {
  const dialog = await openTeacher(canvas);
  const list = await openListInView(dialog, USERS_TEXTS.subjects);
  const unpicked = within(list)
    .getAllByRole('option')
    .find(
      (option) => option.getAttribute('aria-selected') !== 'true' && option.getAttribute('aria-disabled') !== 'true',
    );
  await userEvent.click(unpicked!);
  await expect(unpicked).toHaveAttribute('aria-selected', 'true');
  /* a multiple choice stays open, and in full, as the chosen chips grow the field */
  await expectListInView(within(document.body).getByRole('listbox', { name: USERS_TEXTS.subjects }));
}

/** 'Роль' in 'Новый пользователь' on a 1366 x 768 laptop. */
export const CreateRoleList: Story = { play: ({ canvas }) => createRoleList(canvas) };

/** 'Роль' in 'Новый пользователь' on a 360 px phone. */
export const CreateRoleListOnPhone: Story = { ...phone, play: ({ canvas }) => createRoleList(canvas) };

/** 'Преподаваемые предметы' in a teacher's edit dialog on a 1366 x 768 laptop. */
export const EditSubjectsList: Story = { play: ({ canvas }) => editSubjectsList(canvas) };

/** 'Преподаваемые предметы' in a teacher's edit dialog on a 360 px phone. */
export const EditSubjectsListOnPhone: Story = { ...phone, play: ({ canvas }) => editSubjectsList(canvas) };

/**
 * The server refuses the edit while the dialog is open: its toast is above the dialog (not dimmed
 * under the backdrop), under the app bar clear of the user chip, and closes by its button.
 */
export const RefusalOverEditDialog: Story = {
  parameters: withHandlers(failing('updateProfile', 403, MESSAGES.sameRoleEdit, ERROR_CODES.forbidden)),
  play: async ({ canvas }) => {
    const dialog = within(await openTeacher(canvas));
    await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName }), 'я');
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.save }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.sameRoleEdit);
    await expectInViewport(toast);
    await expectOnTop(toast);
    const chip = canvas.getByRole('button', { name: new RegExp(`${users.owner.firstName} ${users.owner.lastName}`) });
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(chip.getBoundingClientRect().bottom);
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть уведомление' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('dialog', { name: USERS_TEXTS.editTitle })).toBeVisible();
    /* refused again, for the screenshot */
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.save }));
    await expectOnTop(await canvas.findByRole('alert'));
  },
};
