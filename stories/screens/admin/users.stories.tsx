import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_CODES, LOADING_DELAY_MS, MESSAGES, type EndpointBody, type User } from '@school/contract';
import {
  emailTaken,
  failing,
  makeUser,
  respond,
  serverError,
  slow,
  urlPattern,
  userList,
  users,
  withDb,
} from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { USERS_TEXTS } from '../../../app/src/features/admin/users/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, phoneWindow, signedInAs, withHandlers, type Canvas } from '../app-screen-story';
import { loadUsersPage } from '../../../app/src/features/admin';
import { ADMIN_WINDOWS, expectLoadFailed, openAdminPage } from './admin-story';

const base = appScreenMeta({
  path: '/admin/users',
  viewer: users.senior,
  windows: { ...ADMIN_WINDOWS, adminPhone: phoneWindow(780) },
});

/**
 * 'Управление пользователями' (/admin/users) inside the whole app over the mock server. The pencil,
 * the offered roles and the disabled options follow the contract's policy; the server's refusals
 * are toasted with the dialog kept open.
 */
const meta = {
  title: 'Screens/Admin/Users',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

async function openPage(canvas: Canvas) {
  const table = await openAdminPage(canvas, TEXTS.usersTitle, USERS_TEXTS.tableCaption);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table);
}

/** The body row of `user` (found by the name in its user cell). */
function rowOf(canvas: Canvas, user: Pick<User, 'firstName' | 'lastName'>): HTMLTableRowElement {
  const cell = canvas.getByRole('table').querySelectorAll('tbody tr');
  const row = [...cell].find((tr) => tr.querySelectorAll('td')[1]?.textContent?.endsWith(fullName(user)));
  if (!row) throw new Error(`no row for ${fullName(user)}`);
  return row as HTMLTableRowElement;
}

const pencil = (canvas: Canvas, user: User) =>
  within(rowOf(canvas, user)).queryByRole('button', { name: USERS_TEXTS.edit });

const bodyRows = (canvas: Canvas) =>
  [...canvas.getByRole('table').querySelectorAll('tbody tr')].filter(
    (tr) => !tr.hasAttribute('data-part') && !tr.hasAttribute('data-loading') && tr.querySelectorAll('td').length > 1,
  );

async function openEdit(canvas: Canvas, user: User) {
  await userEvent.click(pencil(canvas, user)!);
  return within(await canvas.findByRole('dialog', { name: USERS_TEXTS.editTitle }));
}

/** The update-profile and newuser bodies the page sent. */
const sent: { edits: EndpointBody<'updateProfile'>[]; invites: EndpointBody<'newUser'>[] } = { edits: [], invites: [] };
const recording = [
  http.post(urlPattern('updateProfile'), async ({ request }) => {
    sent.edits.push((await request.clone().json()) as EndpointBody<'updateProfile'>);
  }),
  http.post(urlPattern('newUser'), async ({ request }) => {
    sent.invites.push((await request.clone().json()) as EndpointBody<'newUser'>);
  }),
];
const resetSent = () => {
  sent.edits.length = 0;
  sent.invites.length = 0;
};

/** A SENIOR: own row grey with 'Вы', banned row light red, no pencil on OWNER, DIRECTOR or a fellow SENIOR. */
export const Senior: Story = {
  parameters: withHandlers(...recording),
  beforeEach: resetSent,
  play: async ({ canvas }) => {
    await openPage(canvas);
    const me = rowOf(canvas, users.senior);
    await expect(me).toHaveAttribute('data-tint', 'current');
    await expect(within(me).getByText(TEXTS.you)).toBeVisible();
    await expect(pencil(canvas, users.senior)).toBeNull();
    await expect(rowOf(canvas, users.banned)).toHaveAttribute('data-tint', 'banned');
    await expect(pencil(canvas, users.owner)).toBeNull();
    await expect(pencil(canvas, users.director)).toBeNull();
    for (const user of [users.teacher, users.tutor, users.manager, users.student, users.banned]) {
      await expect(pencil(canvas, user)).toBeVisible();
    }
    // the toolbar: back, add, refresh, search; the row cells of the spec
    await expect(canvas.getByRole('button', { name: USERS_TEXTS.back })).toBeVisible();
    await expect(canvas.getByRole('button', { name: USERS_TEXTS.addUser })).toBeVisible();
    await expect(canvas.getByRole('button', { name: USERS_TEXTS.refresh })).toBeVisible();
    const teacher = within(rowOf(canvas, users.teacher));
    await expect(teacher.getByText(users.teacher.subjectNames[0]!)).toBeVisible();
    await expect(teacher.getByText(users.teacher.email!)).toBeVisible();
    // stored as +79161234504, shown in the one form of the whole app
    await expect(teacher.getByText('+7 916 123-45-04')).toBeVisible();
    await expect(within(rowOf(canvas, users.vkStudent)).getByRole('img', { name: USERS_TEXTS.vkLinked })).toBeVisible();
    await expect(within(me).getByText(users.senior.telegramID!)).toBeVisible();
  },
};

/** An OWNER may edit the DIRECTOR and the SENIOR, not another OWNER or themselves. */
export const Owner: Story = {
  beforeEach: signedInAs(users.owner),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await expect(within(rowOf(canvas, users.owner)).getByText(TEXTS.you)).toBeVisible();
    await expect(pencil(canvas, users.director)).toBeVisible();
    await expect(pencil(canvas, users.senior)).toBeVisible();
    // every role option is enabled for an OWNER
    const dialog = await openEdit(canvas, users.director);
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.roles }));
    const options = await within(document.body).findAllByRole('option');
    for (const option of options) await expect(option).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** Search filters as you type by name, e-mail, login or phone; the headers sort by name and role. */
export const SearchAndSort: Story = {
  play: async ({ canvas }) => {
    await openPage(canvas);
    const search = canvas.getByRole('searchbox', { name: USERS_TEXTS.search });
    await userEvent.type(search, 'смирн');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'director@');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, users.director)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '916 123-45-07');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(rowOf(canvas, users.student)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'яяя');
    await expect(await canvas.findByText(USERS_TEXTS.nothingFound)).toBeVisible();
    await userEvent.clear(search);
    await waitFor(() => expect(bodyRows(canvas).length).toBe(userList.length));

    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.roleColumn }));
    await expect(canvas.getByRole('columnheader', { name: USERS_TEXTS.roleColumn })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows(canvas)[0]).toHaveTextContent(fullName(users.owner));
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.roleColumn }));
    await expect(bodyRows(canvas)[0]).toHaveTextContent(users.student.roleName);
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.userColumn }));
    await expect(bodyRows(canvas)[0]).toHaveTextContent(fullName(users.teacher));
  },
};

/** When the user call went out, and what was on screen each time the list was asked for. */
const behindSkeleton: { userAt?: number; list?: { pageShown: boolean }[] } = {};
const watchingTheSkeleton = [
  http.get(urlPattern('getUser'), () => {
    behindSkeleton.userAt = performance.now();
  }),
  http.get(urlPattern('getUsers'), () => {
    behindSkeleton.list?.push({
      pageShown: within(document.body).queryByRole('heading', { name: TEXTS.usersTitle }) !== null,
    });
  }),
];

/**
 * The session's 0.6 s skeleton after the user arrives (platform.md section 4) does not hold the page's data back:
 * the list is asked for before the skeleton ends (as soon as the page's module loads, which may be before the
 * skeleton is even drawn when the module is cached), and the page shows with it when the skeleton ends.
 */
export const AskedForBehindTheSkeleton: Story = {
  parameters: withHandlers(...watchingTheSkeleton),
  beforeEach: async () => {
    behindSkeleton.userAt = undefined;
    behindSkeleton.list = [];
    /* The page's module is loaded first, as a second visit finds it: what is checked is that the app asks
       behind the skeleton, not how fast a busy machine fetches the module. */
    await loadUsersPage();
  },
  play: async ({ canvas }) => {
    await openPage(canvas);
    const shownAt = performance.now();
    await expect(behindSkeleton.list).toHaveLength(1);
    await expect(behindSkeleton.list?.[0]).toMatchObject({ pageShown: false });
    await expect(shownAt - behindSkeleton.userAt!).toBeGreaterThanOrEqual(LOADING_DELAY_MS);
    await expect(canvas.queryByTestId('page-skeleton')).toBeNull();
  },
};

/** A student at /admin/users: sent home, and nothing of the admin page was asked for behind the skeleton. */
export const StudentSentHome: Story = {
  parameters: withHandlers(...watchingTheSkeleton),
  beforeEach: [
    () => {
      behindSkeleton.list = [];
    },
    signedInAs(users.student),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
    await expect(behindSkeleton.list).toEqual([]);
  },
};

export const Empty: Story = {
  parameters: withHandlers(respond('getUsers', [])),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await expect(canvas.getByText(USERS_TEXTS.noUsers)).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: withHandlers(...slow('getUsers')),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: TEXTS.usersTitle, level: 1 });
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  parameters: withHandlers(...serverError('getUsers')),
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas, TEXTS.usersTitle, USERS_TEXTS.loadFailed);
    // the toolbar stays: a new user can still be added
    await expect(canvas.getByRole('button', { name: USERS_TEXTS.addUser })).toBeEnabled();
  },
};

/** 'Заблокировать' asks first; after the confirm the button turns to 'Разблокировать'. */
export const BannedRow: Story = {
  play: async ({ canvas }) => {
    await openPage(canvas);
    await expect(rowOf(canvas, users.banned)).toHaveAttribute('data-tint', 'banned');
    let dialog = await openEdit(canvas, users.banned);
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.unban }));
    const confirm = within(await canvas.findByRole('alertdialog'));
    await expect(confirm.getByRole('heading')).toHaveTextContent(USERS_TEXTS.unbanTitle(fullName(users.banned)));
    await userEvent.click(confirm.getByRole('button', { name: USERS_TEXTS.cancel }));
    await expect(dialog.getByRole('button', { name: TEXTS.unban })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: USERS_TEXTS.cancel }));

    dialog = await openEdit(canvas, users.teacher);
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.ban }));
    const ban = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(ban.getByRole('button', { name: TEXTS.ban }));
    await expect(await canvas.findByText(USERS_TEXTS.bannedToast(fullName(users.teacher)))).toBeVisible();
    await expect(await dialog.findByRole('button', { name: TEXTS.unban })).toBeVisible();
  },
};

async function fillCreate(dialog: ReturnType<typeof within>, email: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName }), 'Нина');
  await userEvent.type(dialog.getByRole('textbox', { name: USERS_TEXTS.lastName }), 'Белова');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Электронная почта' }), email);
}

/** Create: the staff note, roles 3rd-6th less the viewer's own, 'Создать' only when everything passes. */
export const Create: Story = {
  parameters: withHandlers(...recording),
  beforeEach: resetSent,
  play: async ({ canvas }) => {
    await openPage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.addUser }));
    const dialog = within(await canvas.findByRole('dialog', { name: USERS_TEXTS.createTitle }));
    await expect(dialog.getByText(USERS_TEXTS.staffOnlyNote)).toBeVisible();
    const create = dialog.getByRole('button', { name: TEXTS.create });
    await expect(create).toBeDisabled();
    await fillCreate(dialog, 'nina@school.example.ru');
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.role }));
    const options = await within(document.body).findAllByRole('option');
    // a SENIOR is offered TEACHER, TUTOR and MANAGER, not SENIOR
    await expect(options.map((o) => o.textContent)).toEqual(['Преподаватель', 'Куратор', 'Менеджер']);
    await expect(create).toBeDisabled();
    await userEvent.click(options[0]!);
    // the e-mail is checked 1.3 s after typing stops
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await canvas.findByText(USERS_TEXTS.invited('nina@school.example.ru'))).toBeVisible();
    await expect(sent.invites).toEqual([
      { firstName: 'Нина', lastName: 'Белова', email: 'nina@school.example.ru', roles: ['TEACHER'] },
    ]);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: USERS_TEXTS.createTitle })).toBeNull());
  },
};

/** An OWNER may create a SENIOR. */
export const CreateAsOwner: Story = {
  beforeEach: signedInAs(users.owner),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.addUser }));
    const dialog = within(await canvas.findByRole('dialog', { name: USERS_TEXTS.createTitle }));
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.role }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Старший преподаватель',
      'Преподаватель',
      'Куратор',
      'Менеджер',
    ]);
  },
};

/** A taken e-mail: the server's 'Такая почта уже занята' on the field, 'Создать' stays disabled. */
export const TakenEmailInCreate: Story = {
  parameters: withHandlers(...emailTaken()),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.addUser }));
    const dialog = within(await canvas.findByRole('dialog', { name: USERS_TEXTS.createTitle }));
    await fillCreate(dialog, users.teacher.email!);
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.role }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Преподаватель' }));
    await expect(await dialog.findByText(MESSAGES.emailTaken)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Электронная почта' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: TEXTS.create })).toBeDisabled();
  },
};

/** The server refuses the invitation: its message in a toast, the dialog open with what was typed. */
export const CreateRefused: Story = {
  parameters: withHandlers(failing('newUser', 403, MESSAGES.roleNotAllowed, ERROR_CODES.forbidden)),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: USERS_TEXTS.addUser }));
    const dialog = within(await canvas.findByRole('dialog', { name: USERS_TEXTS.createTitle }));
    await fillCreate(dialog, 'nina@school.example.ru');
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.role }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Менеджер' }));
    const create = dialog.getByRole('button', { name: TEXTS.create });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await canvas.findByText(MESSAGES.roleNotAllowed)).toBeVisible();
    await expect(canvas.getByRole('dialog', { name: USERS_TEXTS.createTitle })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveValue('Нина');
    await expect(dialog.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue('nina@school.example.ru');
  },
};

/** Edit: OWNER, DIRECTOR and SENIOR disabled for a SENIOR; subjects disabled for a TUTOR and sent empty. */
export const EditRules: Story = {
  parameters: withHandlers(...recording),
  beforeEach: resetSent,
  play: async ({ canvas }) => {
    await openPage(canvas);
    const dialog = await openEdit(canvas, users.teacher);
    await expect(dialog.getByRole('textbox', { name: USERS_TEXTS.firstName })).toHaveValue(users.teacher.firstName);
    await userEvent.click(dialog.getByRole('combobox', { name: USERS_TEXTS.roles }));
    /* Options found by their text: the open menu sits outside the dialog. */
    const options = await within(document.body).findAllByRole('option');
    const option = (name: string) => options.find((o) => o.textContent === name)!;
    await expect(option('Владелец')).toHaveAttribute('aria-disabled', 'true');
    await expect(option('Директор')).toHaveAttribute('aria-disabled', 'true');
    // nobody makes a peer: a SENIOR cannot give SENIOR either
    await expect(option('Старший преподаватель')).toHaveAttribute('aria-disabled', 'true');
    await expect(option('Куратор')).not.toHaveAttribute('aria-disabled', 'true');
    // TEACHER -> TUTOR: taught subjects are blocked
    await userEvent.click(option('Куратор'));
    await userEvent.click(option('Преподаватель'));
    // closes the menu (Esc would close the whole dialog)
    await userEvent.click(dialog.getByRole('textbox', { name: USERS_TEXTS.lastName }));
    await expect(dialog.getByRole('combobox', { name: USERS_TEXTS.subjects })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.save }));
    const toast = await canvas.findByText(USERS_TEXTS.saved);
    await expect(toast).toBeVisible();
    await expect(sent.edits).toEqual([
      {
        username: users.teacher.username,
        firstName: users.teacher.firstName,
        lastName: users.teacher.lastName,
        roles: ['TUTOR'],
        subjectsTeach: [],
      },
    ]);
    // a toast under the pointer waits: on a slow run its 5 s ended while the screenshot was taken
    await userEvent.hover(toast);
  },
};

/** The server refuses: its message in a toast, the dialog open with what was typed. */
export const EditRefused: Story = {
  parameters: withHandlers(failing('updateProfile', 403, MESSAGES.sameRoleEdit, ERROR_CODES.forbidden)),
  play: async ({ canvas }) => {
    await openPage(canvas);
    const dialog = await openEdit(canvas, users.teacher);
    const first = dialog.getByRole('textbox', { name: USERS_TEXTS.firstName });
    await userEvent.clear(first);
    await userEvent.type(first, 'Анастасия');
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.save }));
    await expect(await canvas.findByText(MESSAGES.sameRoleEdit)).toBeVisible();
    await expect(canvas.getByRole('dialog', { name: USERS_TEXTS.editTitle })).toBeVisible();
    await expect(first).toHaveValue('Анастасия');
    // an emptied name blocks 'Сохранить' with the rule's message
    await userEvent.clear(first);
    await expect(dialog.getByRole('button', { name: TEXTS.save })).toBeDisabled();
    await expect(dialog.getByText(MESSAGES.required)).toBeVisible();
  },
};

const manyUsers: User[] = Array.from({ length: 5000 }, (_, index) =>
  makeUser({
    username: `student${index}`,
    firstName: ['Иван', 'Мария', 'Алексей', 'Ольга', 'Пётр'][index % 5]!,
    lastName: `Ученик${index}`,
    roles: ['USER'],
    phone: `+7916${String(index).padStart(7, '0')}`,
    isBanned: index % 97 === 0,
  }),
);

/** 5,000 students: only the rows in view are in the page, and the search still narrows at once. */
export const FiveThousandRows: Story = {
  parameters: withHandlers(...withDb({ users: [users.senior, ...manyUsers] })),
  play: async ({ canvas }) => {
    await openPage(canvas);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '5002');
    await expect(bodyRows(canvas).length).toBeLessThan(60);
    await expect(canvas.getByRole('status')).toHaveTextContent(USERS_TEXTS.found(5001, 5001));
    // the keyboard walks past the rendered window: each Tab reaches the next row's pencil
    const firstPencil = within(rowOf(canvas, manyUsers[0]!)).getByRole('button', { name: USERS_TEXTS.edit });
    firstPencil.focus();
    for (let step = 1; step <= 60; step += 1) {
      await userEvent.tab();
      await waitFor(() =>
        expect(rowOf(canvas, manyUsers[step]!)).toContainElement(document.activeElement as HTMLElement),
      );
    }
    await userEvent.type(canvas.getByRole('searchbox', { name: USERS_TEXTS.search }), 'ученик4999');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent(USERS_TEXTS.found(1, 5001));
  },
};

/** A phone: no back button, the table scrolls sideways inside its box with a hint, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'adminPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await openPage(canvas);
    await expect(canvas.queryByRole('button', { name: USERS_TEXTS.back })).toBeNull();
    const scroller = canvas.getByRole('region', { name: USERS_TEXTS.tableCaption });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    /* The hint shows once the table's ResizeObserver has reported, after the first layout. */
    await waitFor(() => expect(canvas.getByText(USERS_TEXTS.scrollHint)).toBeVisible());
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
