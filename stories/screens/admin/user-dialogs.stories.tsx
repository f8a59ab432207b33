import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { USERS_TEXTS } from '../../../app/src/features/admin/users/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { expectListInView } from '../../../packages/ui/src/testing/overlays';
import { appScreenMeta, signedInAs, type Canvas } from '../app-screen-story';
import { openAdminPage } from './admin-story';
import { screenModes } from '../../../.storybook/modes';

/**
 * The option lists of the owner's user dialogs on /admin/users: 'Роль' in 'Новый пользователь'
 * and 'Преподаваемые предметы' in a user's edit dialog open in full inside the window, over the
 * dialog, on a 1366 x 768 laptop and a 360 px phone.
 */
const meta = {
  title: 'Screens/Admin/User dialogs',
  ...appScreenMeta,
  args: { path: '/admin/users' },
  beforeEach: [appScreenMeta.beforeEach, signedInAs(users.owner)],
  globals: { viewport: { value: 'laptop', isRotated: false } },
  parameters: {
    chromatic: { modes: screenModes },
    frame: 'page',
    viewport: {
      options: {
        laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        adminPhone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { globals: { viewport: { value: 'adminPhone', isRotated: false } } } as const;

async function openUsers(canvas: Canvas) {
  const table = await openAdminPage(canvas, TEXTS.usersTitle, USERS_TEXTS.tableCaption);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 4000 });
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

async function editSubjectsList(canvas: Canvas) {
  const table = await openUsers(canvas);
  const row = table.getAllByRole('row').find((tr) => tr.textContent?.includes(users.teacher.lastName));
  await userEvent.click(within(row!).getByRole('button', { name: USERS_TEXTS.edit }));
  const dialog = await canvas.findByRole('dialog', { name: USERS_TEXTS.editTitle });
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
