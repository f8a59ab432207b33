import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { DEBOUNCE_MS, INITIAL_SUBJECTS, MESSAGES, type EndpointBody } from '@school/contract';
import { failing, serverError, slow, urlPattern, users, withDb } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { SUBJECT_TEXTS } from '../../../app/src/features/admin/subjects/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import {
  appScreenMeta,
  eventually,
  fillIn,
  installClock,
  realDelay,
  tick,
  uninstallClock,
  withClock,
  withHandlers,
  type Canvas,
} from '../app-screen-story';
import { ADMIN_WINDOWS, expectLoadFailed, openAdminPage } from './admin-story';

const base = appScreenMeta({ path: '/admin/subjects', viewer: users.senior, windows: ADMIN_WINDOWS });

/**
 * 'Управление предметами' (/admin/subjects) inside the whole app over the mock server, signed in as
 * the SENIOR: the subject list, 'Добавить предмет' with the live short-name check, and the edit dialog.
 */
const meta = {
  title: 'Screens/Admin/Subjects',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/* A number typed is the field's value at once. The form renders it on React's next turn (no act()
   outside Vitest), so the step ends once the field reports it: what the play checks next is the
   form after the change. */
const typeNumber = async (input: HTMLElement, value: number) => {
  fireEvent.change(input, { target: { value: String(value) } });
  await eventually(() => expect(input).toHaveAttribute('aria-valuenow', String(value)));
};

const openPage = (canvas: Canvas) => openAdminPage(canvas, TEXTS.subjectsTitle, SUBJECT_TEXTS.tableCaption);

async function openCreate(canvas: Canvas) {
  await openPage(canvas);
  await userEvent.click(canvas.getByRole('button', { name: SUBJECT_TEXTS.add }));
  const dialog = within(await canvas.findByRole('dialog', { name: SUBJECT_TEXTS.createTitle }));
  return {
    dialog,
    name: dialog.getByLabelText(SUBJECT_TEXTS.nameLabel),
    shortname: dialog.getByLabelText(SUBJECT_TEXTS.shortnameLabel),
    min: dialog.getByRole('spinbutton', { name: SUBJECT_TEXTS.minLabel }),
    max: dialog.getByRole('spinbutton', { name: SUBJECT_TEXTS.maxLabel }),
    send: dialog.getByRole('button', { name: TEXTS.submit }),
  };
}

/** Names the new subject 'Астрономия' with the free short name 'astro'; on the fake clock, 'Отправить' is on once the check has answered. */
async function nameFreeSubject({ name, shortname, send }: Record<'name' | 'shortname' | 'send', HTMLElement>) {
  fillIn(name, 'Астрономия');
  fillIn(shortname, 'astro');
  await tick(DEBOUNCE_MS);
  await eventually(() => expect(send).toBeEnabled());
}

/** The bodies the page sent to `name`, read on their way to the mock server (which then answers). */
function recordBodies<N extends 'createSubject' | 'updateSubject'>(name: N) {
  const bodies: EndpointBody<N>[] = [];
  const recorder = http.post(urlPattern(name), async ({ request }) => {
    bodies.push((await request.clone().json()) as EndpointBody<N>);
  });
  return { bodies, recorder, clear: () => void bodies.splice(0) };
}
const created = recordBodies('createSubject');
const updated = recordBodies('updateSubject');

/** The school's subjects: edit, full name, short name, minimum passing score, maximum score. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = within(await openPage(canvas));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      SUBJECT_TEXTS.edit,
      SUBJECT_TEXTS.nameColumn,
      SUBJECT_TEXTS.shortnameColumn,
      SUBJECT_TEXTS.minColumn,
      SUBJECT_TEXTS.maxColumn,
    ]);
    const math = within(await table.findByRole('row', { name: /Математика/ }));
    await expect(table.getAllByRole('row')).toHaveLength(INITIAL_SUBJECTS.length + 1);
    await expect(math.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      'Математика (профильный уровень)',
      'math',
      '27',
      '100',
    ]);
    await expect(math.getByRole('button', { name: SUBJECT_TEXTS.edit })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SUBJECT_TEXTS.add })).toBeVisible();
    const adminMenu = within(canvas.getByRole('navigation', { name: 'Меню администратора' }));
    await expect(adminMenu.getByRole('link', { name: TEXTS.adminSubjects })).toHaveAttribute('aria-current', 'page');
  },
};

/** No subjects yet: the table says so and points to 'Добавить предмет'. */
export const Empty: Story = {
  parameters: withHandlers(...withDb({ subjects: [] })),
  play: async ({ canvas }) => {
    const table = within(await openPage(canvas));
    await expect(await table.findByText(SUBJECT_TEXTS.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SUBJECT_TEXTS.add })).toBeEnabled();
  },
};

/** The list on its way: skeleton rows in the table, which is marked busy. */
export const Loading: Story = {
  parameters: withHandlers(...slow('getSubjects')),
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('button', { name: SUBJECT_TEXTS.edit })).toBeNull();
  },
};

/** The list failed: a message and 'Повторить', no table and no toast over it. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('getSubjects')),
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas, TEXTS.subjectsTitle, SUBJECT_TEXTS.loadFailed);
  },
};

/**
 * The short name is required and checked on the server 1 s after typing stops: a taken one shows the
 * server's message on the field and keeps 'Отправить' off; a free one turns it on, and sending adds
 * the subject with a toast.
 */
export const TakenShortName: Story = {
  parameters: withHandlers(created.recorder),
  play: withClock(async ({ canvas }) => {
    created.clear();
    const { dialog, name, shortname, send } = await openCreate(canvas);
    installClock();
    await expect(send).toBeDisabled();

    fillIn(name, 'Астрономия');
    fillIn(shortname, 'Math');
    await tick(DEBOUNCE_MS - 1);
    await expect(dialog.queryByText(MESSAGES.subjectShortnameTaken)).toBeNull();
    await tick(1);
    await eventually(() => expect(shortname).toHaveAccessibleDescription(MESSAGES.subjectShortnameTaken));
    await expect(send).toBeDisabled();

    fillIn(shortname, '');
    await tick(DEBOUNCE_MS);
    await expect(shortname).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(send).toBeDisabled();

    fillIn(shortname, 'astro');
    await tick(DEBOUNCE_MS);
    await eventually(() => expect(shortname).toHaveAccessibleDescription(MESSAGES.subjectShortnameFree));
    await expect(send).toBeEnabled();

    /* An emptied full name turns it off again at once. */
    fillIn(name, '  ');
    await expect(send).toBeDisabled();
    fillIn(name, 'Астрономия');
    await expect(send).toBeEnabled();
    uninstallClock();

    await userEvent.click(send);
    await expect(await canvas.findByText(SUBJECT_TEXTS.created)).toBeVisible();
    await eventually(() => expect(canvas.queryByRole('dialog', { name: SUBJECT_TEXTS.createTitle })).toBeNull());
    await expect(created.bodies).toEqual([{ name: 'Астрономия', shortname: 'astro', min: 0, max: 100 }]);
  }),
};

/**
 * Min must be below max: the reason shows under 'Максимальный балл' as soon as it breaks, and
 * 'Отправить' stays off until it holds again. A score outside 0-100 is kept as typed and named.
 */
export const MinNotBelowMax: Story = {
  play: withClock(async ({ canvas }) => {
    const { dialog, name, shortname, min, max, send } = await openCreate(canvas);
    installClock();
    await nameFreeSubject({ name, shortname, send });

    await typeNumber(min, 60);
    await typeNumber(max, 60);
    await expect(max).toHaveAccessibleDescription(MESSAGES.subjectMinLessThanMax);
    await expect(dialog.getByText(MESSAGES.subjectMinLessThanMax)).toBeVisible();
    await expect(send).toBeDisabled();

    await typeNumber(max, 40);
    await expect(send).toBeDisabled();
    await typeNumber(max, 250);
    await expect(max).toHaveValue('250');
    await expect(max).toHaveAccessibleDescription(MESSAGES.subjectScoreBounds);
    await expect(send).toBeDisabled();
    await typeNumber(max, 100);
    await expect(dialog.queryByText(MESSAGES.subjectMinLessThanMax)).toBeNull();
    await expect(send).toBeEnabled();

    await typeNumber(max, 30);
    await expect(max).toHaveAccessibleDescription(MESSAGES.subjectMinLessThanMax);
    await expect(send).toBeDisabled();
  }),
};

/**
 * Typed key by key as a person does, 40 into 'Максимальный балл' with a minimum of 60: the field
 * says 40 to the screen reader, the rule's message shows and 'Отправить' turns off at once, without
 * leaving the field, and Enter sends nothing.
 */
export const TypedMaxBelowMin: Story = {
  parameters: withHandlers(created.recorder),
  play: withClock(async ({ canvas }) => {
    created.clear();
    const { dialog, name, shortname, min, max, send } = await openCreate(canvas);
    installClock();
    await nameFreeSubject({ name, shortname, send });
    uninstallClock();

    await userEvent.clear(min);
    await userEvent.type(min, '60');
    await expect(min).toHaveAttribute('aria-valuenow', '60');
    await expect(send).toBeEnabled();
    await userEvent.clear(max);
    await expect(max).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(send).toBeDisabled();
    await userEvent.type(max, '40');
    await expect(max).toHaveFocus();
    await expect(max).toHaveValue('40');
    await expect(max).toHaveAttribute('aria-valuenow', '40');
    await expect(max).toHaveAccessibleDescription(MESSAGES.subjectMinLessThanMax);
    await expect(send).toBeDisabled();

    await userEvent.keyboard('{Enter}');
    await realDelay(300);
    await expect(created.bodies).toEqual([]);
    await expect(canvas.getByRole('dialog', { name: SUBJECT_TEXTS.createTitle })).toBeVisible();
    await expect(max).toHaveValue('40');

    // the arrows go on from the 40 shown
    await userEvent.keyboard('{ArrowUp}');
    await expect(max).toHaveAttribute('aria-valuenow', '41');
    await expect(dialog.getByText(MESSAGES.subjectMinLessThanMax)).toBeVisible();
  }),
};

/**
 * Editing a subject: the short name is read-only and not checked, the same score rules apply, and
 * 'Сохранить' sends the short name with the new values.
 */
export const Edit: Story = {
  parameters: withHandlers(updated.recorder),
  play: async ({ canvas }) => {
    updated.clear();
    const table = within(await openPage(canvas));
    const physics = within(await table.findByRole('row', { name: /Физика/ }));
    await userEvent.click(physics.getByRole('button', { name: SUBJECT_TEXTS.edit }));
    const dialog = within(await canvas.findByRole('dialog', { name: SUBJECT_TEXTS.editTitle }));
    await expect(dialog.getByLabelText(SUBJECT_TEXTS.nameLabel)).toHaveValue('Физика');
    const shortname = dialog.getByLabelText(SUBJECT_TEXTS.shortnameLabel);
    await expect(shortname).toHaveValue('phys');
    await expect(shortname).toHaveAttribute('readonly');
    const min = dialog.getByRole('spinbutton', { name: SUBJECT_TEXTS.minLabel });
    const max = dialog.getByRole('spinbutton', { name: SUBJECT_TEXTS.maxLabel });
    await expect(min).toHaveValue('36');
    await expect(max).toHaveValue('100');
    const save = dialog.getByRole('button', { name: TEXTS.save });
    await expect(save).toBeEnabled();

    await typeNumber(min, 100);
    await expect(max).toHaveAccessibleDescription(MESSAGES.subjectMinLessThanMax);
    await expect(save).toBeDisabled();
    await typeNumber(min, 40);
    await userEvent.clear(dialog.getByLabelText(SUBJECT_TEXTS.nameLabel));
    await expect(save).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(SUBJECT_TEXTS.nameLabel), 'Физика (ЕГЭ)');
    await userEvent.click(save);

    await expect(await canvas.findByText(SUBJECT_TEXTS.saved)).toBeVisible();
    await eventually(() => expect(canvas.queryByRole('dialog', { name: SUBJECT_TEXTS.editTitle })).toBeNull());
    await expect(updated.bodies).toEqual([{ name: 'Физика (ЕГЭ)', shortname: 'phys', min: 40, max: 100 }]);
  },
};

/**
 * The server refuses the new subject (someone took the short name a moment ago): its message in the
 * error toast, and the dialog stays open with everything typed.
 */
export const CreateRefused: Story = {
  parameters: withHandlers(failing('createSubject', 409, MESSAGES.subjectShortnameTaken)),
  play: withClock(async ({ canvas }) => {
    const { name, shortname, send } = await openCreate(canvas);
    installClock();
    await nameFreeSubject({ name, shortname, send });
    uninstallClock();

    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.subjectShortnameTaken);
    await expect(canvas.getByRole('dialog', { name: SUBJECT_TEXTS.createTitle })).toBeVisible();
    await expect(name).toHaveValue('Астрономия');
    await expect(shortname).toHaveValue('astro');
    await eventually(() => expect(send).toBeEnabled());
  }),
};

/** A 360 px phone: the table scrolls sideways inside its own box, never the page. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'adminPhone', isRotated: false } },
  play: async ({ canvas }) => {
    await openPage(canvas);
    await expect(window.innerWidth).toBeLessThanOrEqual(360);
    await expect(await canvas.findByRole('row', { name: /Физика/ })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: SUBJECT_TEXTS.add }));
    const dialog = await canvas.findByRole('dialog', { name: SUBJECT_TEXTS.createTitle });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
