import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, type EndpointBody } from '@school/contract';
import { slow, urlPattern, users } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { BULK_TEXTS } from '../../../app/src/features/admin/invitations/bulk-texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, withHandlers, type Canvas } from '../app-screen-story';
import { ADMIN_WINDOWS } from './admin-story';

const base = appScreenMeta({
  path: '/admin/users',
  viewer: users.senior,
  windows: { adminDesktop: ADMIN_WINDOWS.adminDesktop },
});

/**
 * 'Пригласить списком' on the users page (issue 13, beyond the spec), over the mock server: a CSV
 * from Excel (Windows-1251, ';') previewed row by row with the reasons in Russian, the clean rows
 * sent in one call, the server's report per row.
 */
const meta = {
  title: 'Screens/Admin/Bulk invite',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Windows-1251 by its table (А-я 0xC0-0xFF, Ё 0xA8, ё 0xB8): what Excel saves as CSV on a Russian Windows. */
const cp1251 = (text: string) =>
  Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    return char === 'Ё' ? 0xa8 : 0xb8;
  });

/* Line 2 is clean, the others each break one rule; the SENIOR viewer may not give SENIOR. */
const EXCEL_CSV = [
  'Имя;Фамилия;Почта;Роль',
  'Олег;Смирнов;oleg.smirnov@school.ru;Преподаватель',
  'Анна;Ли;anna-at-school.ru;Куратор',
  `Пётр;Иванов;${users.teacher.email};TUTOR`,
  'Ирина;Зуева;irina@school.ru;Учитель',
  'Олег;Смирнов;OLEG.SMIRNOV@school.ru;manager',
  'Мария;Орлова;maria@school.ru;Старший преподаватель',
  'Ёлка;Ёжикова;elka@school.ru;менеджер',
].join('\r\n');

const excelFile = () => new File([cp1251(EXCEL_CSV)], 'сотрудники.csv', { type: 'text/csv' });

/** The bodies of newuser/bulk the dialog sent. */
const sent: EndpointBody<'newUserBulk'>[] = [];
const recording = http.post(urlPattern('newUserBulk'), async ({ request }) => {
  sent.push((await request.clone().json()) as EndpointBody<'newUserBulk'>);
});
const resetSent = () => {
  sent.length = 0;
};

async function openDialog(canvas: Canvas) {
  await canvas.findByRole('heading', { name: TEXTS.usersTitle, level: 1 });
  await userEvent.click(await canvas.findByRole('button', { name: BULK_TEXTS.open }));
  return within(await canvas.findByRole('dialog', { name: BULK_TEXTS.title }));
}

async function pickExcelFile(dialog: Canvas) {
  await userEvent.upload(dialog.getByLabelText(BULK_TEXTS.fileLabel), excelFile());
  const table = await dialog.findByRole('table', { name: BULK_TEXTS.previewCaption });
  await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(BULK_TEXTS.summary(2, 7)));
  return within(table);
}

/** The dialog before a file: what the CSV holds, the limit, and 'Пригласить' disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog.getByText(BULK_TEXTS.intro)).toBeVisible();
    await expect(dialog.getByRole('button', { name: BULK_TEXTS.pickFile })).toBeVisible();
    await expect(dialog.getByRole('button', { name: BULK_TEXTS.invite })).toBeDisabled();
  },
};

/**
 * An Excel file in Windows-1251: the Russian reads correctly, the header row is skipped, and each
 * invalid e-mail, taken e-mail, repeated e-mail, unknown role and role the viewer may not give is
 * marked in Russian. Two rows are clean.
 */
export const PreviewWithErrors: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const table = await pickExcelFile(dialog);
    await expect(table.getByText('Ёжикова')).toBeVisible();
    // the header row is not a row of the list; the lines are numbered as in the file
    await expect(table.queryByRole('cell', { name: '1' })).toBeNull();
    await expect(table.getByRole('cell', { name: '8' })).toBeVisible();
    await expect(table.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(table.getByText(MESSAGES.emailTaken)).toBeVisible();
    await expect(table.getByText(MESSAGES.roleUnknown)).toBeVisible();
    await expect(table.getByText(MESSAGES.bulkDuplicateEmail)).toBeVisible();
    await expect(table.getByText(MESSAGES.roleNotAllowed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: BULK_TEXTS.invite })).toBeEnabled();
  },
};

/** A file over 500 rows is refused whole, before any e-mail is checked. */
export const TooManyRows: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const lines = Array.from({ length: 501 }, (_, index) => `Имя${index},Фамилия,person${index}@school.ru,TUTOR`);
    await userEvent.upload(
      dialog.getByLabelText(BULK_TEXTS.fileLabel),
      new File([lines.join('\n')], 'many.csv', { type: 'text/csv' }),
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.bulkTooManyRows);
    await expect(dialog.getByRole('button', { name: BULK_TEXTS.invite })).toBeDisabled();
  },
};

/** While the list is being sent, 'Пригласить' shows it is busy. */
export const Sending: Story = {
  parameters: withHandlers(...slow('newUserBulk')),
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await pickExcelFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: BULK_TEXTS.invite }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: BULK_TEXTS.invite })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Only the clean rows go, as shortnames; the report tells each line's outcome and a toast the count. */
export const Report: Story = {
  parameters: withHandlers(recording),
  beforeEach: resetSent,
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await pickExcelFile(dialog);
    await userEvent.click(dialog.getByRole('button', { name: BULK_TEXTS.invite }));
    const report = within(await dialog.findByRole('table', { name: BULK_TEXTS.reportCaption }));
    await expect(sent).toEqual([
      {
        rows: [
          { firstName: 'Олег', lastName: 'Смирнов', email: 'oleg.smirnov@school.ru', role: 'TEACHER' },
          { firstName: 'Ёлка', lastName: 'Ёжикова', email: 'elka@school.ru', role: 'MANAGER' },
        ],
      },
    ]);
    await expect(report.getAllByText(BULK_TEXTS.invited)).toHaveLength(2);
    await expect(report.getByText(MESSAGES.emailTaken)).toBeVisible();
    /* the toast sits in the dialog too (above it, in the top layer), a status of its own */
    await expect(dialog.getByText(BULK_TEXTS.reportSummary(2, 7))).toHaveAttribute('role', 'status');
    await expect(await canvas.findByText(BULK_TEXTS.invitedToast(2))).toBeVisible();
    await expect(dialog.getByRole('button', { name: BULK_TEXTS.close })).toBeVisible();
  },
};
