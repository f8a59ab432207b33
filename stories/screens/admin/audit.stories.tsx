import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditEntry } from '@school/contract';
import { auditEntries, FIXTURE_NOW, serverError, slow, users, withDb } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { AUDIT_TEXTS } from '../../../app/src/features/admin/audit/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, eventually, withHandlers, type Canvas } from '../app-screen-story';
import { ADMIN_WINDOWS, expectLoadFailed, openAdminPage } from './admin-story';

const base = appScreenMeta({ path: '/admin/audit', viewer: users.senior, windows: ADMIN_WINDOWS });

/**
 * 'Журнал действий' (/admin/audit, an addition to the spec) inside the whole app over the mock server,
 * signed in as the SENIOR: staff actions newest first, in Russian, filtered by action and by person,
 * a page of 20 at a time. Times show in the browser's zone (the baselines are taken in UTC).
 */
const meta = {
  title: 'Screens/Admin/Audit',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPage = async (canvas: Canvas) =>
  within(await openAdminPage(canvas, AUDIT_TEXTS.title, AUDIT_TEXTS.tableCaption));

/* Body rows with data (not the skeleton, not the empty note), as their cells' texts. */
const dataRows = (table: Canvas): string[][] =>
  (table.getAllByRole('row') as HTMLElement[])
    .slice(1)
    .filter((row) => row.querySelectorAll('td').length > 1 && !row.hasAttribute('data-loading'))
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

async function choose(canvas: Canvas, filter: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: filter }));
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}

/** 45 subject edits by two people, a minute apart, newest first: three pages of 20. */
const manyEntries: AuditEntry[] = Array.from({ length: 45 }, (_, index) => ({
  at: new Date(FIXTURE_NOW - (index + 1) * 60_000).toISOString(),
  actor: index % 3 === 0 ? 'owner' : 'senior',
  action: 'subject.update',
  target: 'phys',
  details: {
    before: { name: 'Физика', min: 36, max: 100 },
    after: { name: 'Физика', min: 36 + (index % 5), max: 100 },
  },
}));

/** The log: when, who, what in Russian, whom (names of known accounts), the details that changed. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      AUDIT_TEXTS.whenColumn,
      AUDIT_TEXTS.whoColumn,
      AUDIT_TEXTS.whatColumn,
      AUDIT_TEXTS.whomColumn,
      AUDIT_TEXTS.detailsColumn,
    ]);
    await eventually(() => expect(dataRows(table)).toHaveLength(auditEntries.length));
    /* Names come with the people list, which may answer after the log. */
    await eventually(() =>
      expect(dataRows(table)[0]).toEqual([
        expect.stringContaining('2026'),
        'Светлана Кузнецоваsenior',
        'Заблокировал пользователя',
        'Пётр Сидоровbanned',
        AUDIT_TEXTS.noDetails,
      ]),
    );
    const [, invite, subject] = dataRows(table);
    await expect(invite?.slice(2)).toEqual([
      'Пригласил пользователя',
      'temp-invited',
      'Почта: grigory@school.example.ru' + 'Роли: Преподаватель',
    ]);
    await expect(subject?.slice(1)).toEqual([
      'Ольга Воронцоваowner',
      'Создал предмет',
      'eng',
      'Мин. балл: 22' + 'Макс. балл: 100',
    ]);
    await expect(canvas.getByText(AUDIT_TEXTS.range(1, 3, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUDIT_TEXTS.next })).toBeDisabled();
    const adminMenu = within(canvas.getByRole('navigation', { name: 'Меню администратора' }));
    await expect(adminMenu.getByRole('link', { name: TEXTS.adminAudit })).toHaveAttribute('aria-current', 'page');
  },
};

/** Narrowed by action, then by person: only matching rows; a combination with none says so. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await eventually(() => expect(dataRows(table)).toHaveLength(auditEntries.length));

    await choose(canvas, AUDIT_TEXTS.actionFilter, 'Создал предмет');
    await eventually(() => expect(dataRows(table).map((row) => row[2])).toEqual(['Создал предмет']));

    await choose(canvas, AUDIT_TEXTS.actionFilter, AUDIT_TEXTS.allActions);
    await choose(canvas, AUDIT_TEXTS.personFilter, 'Светлана Кузнецова (senior)');
    await eventually(() =>
      expect(dataRows(table).map((row) => row[2])).toEqual(['Заблокировал пользователя', 'Пригласил пользователя']),
    );
    /* Only staff who may act are offered: no students. */
    await userEvent.click(canvas.getByRole('combobox', { name: AUDIT_TEXTS.personFilter }));
    await expect(canvas.queryByRole('option', { name: /Иван Петров/ })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await choose(canvas, AUDIT_TEXTS.actionFilter, 'Создал предмет');
    await expect(await table.findByText(AUDIT_TEXTS.emptyFiltered)).toBeVisible();
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  parameters: withHandlers(...withDb({ audit: [] })),
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(await table.findByText(AUDIT_TEXTS.empty)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: AUDIT_TEXTS.paging })).toBeNull();
  },
};

/** 45 entries: 20 a page, 'Назад' and 'Вперед' move through them and stop at the ends. */
export const Paging: Story = {
  parameters: withHandlers(...withDb({ audit: manyEntries })),
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    const next = await canvas.findByRole('button', { name: AUDIT_TEXTS.next });
    const previous = canvas.getByRole('button', { name: AUDIT_TEXTS.previous });
    await eventually(() => expect(dataRows(table)).toHaveLength(AUDIT_PAGE_SIZE_DEFAULT));
    await expect(canvas.getByText(AUDIT_TEXTS.range(1, 20, 45))).toBeVisible();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(await canvas.findByText(AUDIT_TEXTS.range(21, 40, 45))).toBeVisible();
    await eventually(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByText(AUDIT_TEXTS.range(41, 45, 45))).toBeVisible();
    await eventually(() => expect(dataRows(table)).toHaveLength(5));
    await expect(next).toBeDisabled();
    await eventually(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await expect(await canvas.findByText(AUDIT_TEXTS.range(21, 40, 45))).toBeVisible();

    /* A new filter starts again at the first page. */
    await choose(canvas, AUDIT_TEXTS.personFilter, 'Ольга Воронцова (owner)');
    await expect(await canvas.findByText(AUDIT_TEXTS.range(1, 15, 15))).toBeVisible();
  },
};

/** The log on its way: skeleton rows in a busy table. */
export const Loading: Story = {
  parameters: withHandlers(...slow('audit')),
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(canvas.getByRole('table', { name: AUDIT_TEXTS.tableCaption })).toHaveAttribute('aria-busy', 'true');
    await expect(dataRows(table)).toHaveLength(0);
  },
};

/** The log failed: a message and 'Повторить', no toast over it. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('audit')),
  play: async ({ canvas }) => {
    await expectLoadFailed(canvas, AUDIT_TEXTS.title, AUDIT_TEXTS.loadFailed);
  },
};

/** A 360 px phone: the table scrolls sideways inside its own box, never the page. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'adminPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = await openPage(canvas);
    await expect(window.innerWidth).toBeLessThanOrEqual(360);
    await eventually(() => expect(dataRows(table)).toHaveLength(auditEntries.length));
    await expect(canvas.getByRole('combobox', { name: AUDIT_TEXTS.personFilter })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
