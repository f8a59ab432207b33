import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { FILE_UPLOAD_PATH, MESSAGES } from '@school/contract';
import { courses, courseVersionConflict, uploadFails, users } from '@school/mocks';
import { EDITOR_TEXTS as T } from '../../../app/src/features/courses/editor/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, fillIn, signedInAs, withHandlers, type Canvas } from '../app-screen-story';
import {
  COURSE_WINDOWS,
  noCourseDrafts,
  oneScreen,
  onPhone,
  openPage,
  readCourseDraft,
  writeCourseDraft,
} from './course-story';

const course = courses.physMechanics;
const editPath = `/courses/${course.id}/edit`;
const base = appScreenMeta({
  path: editPath,
  viewer: users.senior,
  windows: COURSE_WINDOWS,
  setUp: [noCourseDrafts],
});

/**
 * The course editor (/courses/:id/edit, /courses/new) inside the whole app over the mock server: the SENIOR's
 * settings with price, status and teachers, the course's teacher without them, the outline reordered with the
 * buttons and Alt+arrows, materials of each kind, the upload, the save and its version conflict, and the draft
 * that a reload finds.
 */
const meta = {
  title: 'Screens/Courses/Course editor',
  ...base,
  parameters: { ...base.parameters },
  decorators: [oneScreen],
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const openEditor = (canvas: Canvas) => openPage(canvas, T.editTitle(course.title));
const titles = (canvas: Canvas, label: string) =>
  canvas.getAllByLabelText(label).map((input: HTMLElement) => (input as HTMLInputElement).value);
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: T.save }));

/** A SENIOR opens 'Создать курс': an empty draft course, free, for any class, with the teacher picker. */
export const NewCourse: Story = {
  args: { path: '/courses/new' },
  play: async ({ canvas }) => {
    await openPage(canvas, T.newTitle);
    await expect(canvas.getByLabelText(T.title)).toHaveValue('');
    await expect(canvas.getByLabelText(T.price)).toHaveValue(0);
    await expect(canvas.getByRole('combobox', { name: T.status })).toHaveTextContent('Черновик');
    await expect(canvas.getByRole('group', { name: T.grades })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(T.teacherSearch), 'Смир');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Анна Смирнова' }));
    await expect(canvas.getByRole('checkbox', { name: 'Анна Смирнова' })).toBeChecked();
  },
};

/** 'Создать курс' with nothing filled in: the contract's messages at the fields, nothing sent. */
export const NewCourseInvalid: Story = {
  args: { path: '/courses/new' },
  play: async ({ canvas }) => {
    await openPage(canvas, T.newTitle);
    await userEvent.clear(canvas.getByLabelText(T.price));
    await userEvent.click(canvas.getByRole('button', { name: T.create }));
    await expect(await canvas.findByText(MESSAGES.courseTitleRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.coursePriceInvalid)).toBeVisible();
    await expect(canvas.getByText(T.invalid)).toBeVisible();
  },
};

/** Created: the toast says so and the course's editor opens for its outline. */
export const NewCourseCreated: Story = {
  args: { path: '/courses/new' },
  play: async ({ canvas }) => {
    await openPage(canvas, T.newTitle);
    await userEvent.type(canvas.getByLabelText(T.title), 'Химия ЕГЭ: органика');
    await userEvent.click(canvas.getByRole('combobox', { name: T.subject }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Химия' }));
    await userEvent.click(canvas.getByRole('button', { name: T.create }));
    await expect(await canvas.findByText(T.created)).toBeVisible();
  },
};

/** Only SENIOR and above create courses: a teacher is told so. */
export const NewCourseForbidden: Story = {
  args: { path: '/courses/new' },
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    await openPage(canvas, T.createForbiddenTitle);
    await expect(canvas.getByText(T.createForbiddenText)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: T.create })).toBeNull();
  },
};

/** The SENIOR's editor of the physics course: settings with price and teachers, two modules of three materials. */
export const LoadedOutline: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await expect(canvas.getByLabelText(T.title)).toHaveValue(course.title);
    await expect(canvas.getByLabelText(T.price)).toHaveValue(course.priceRub);
    await expect(titles(canvas, T.moduleTitle)).toEqual(['Кинематика', 'Динамика']);
    await expect(titles(canvas, T.materialTitle)).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: /Кинематика — конспект\.pdf/ })).toBeVisible();
    // the video of YouTube plays in place; the author is told so
    await expect(canvas.getAllByText(T.videoEmbedded)[0]).toBeVisible();
    // the live preview of the text material, with its formula
    const preview = canvas.getByRole('group', { name: `${T.preview}: Равноускоренное движение` });
    // drawn once the Markdown chunk is in (until then an invisible copy of the text holds its space)
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
    await expect(within(preview).getByText(/При равноускоренном движении/)).toBeVisible();
  },
};

/** The course's own teacher: the outline and description are theirs; price, status and teachers are not shown. */
export const TeacherView: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await expect(canvas.queryByLabelText(T.price)).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: T.status })).toBeNull();
    await expect(canvas.queryByLabelText(T.teacherSearch)).toBeNull();
    await expect(canvas.getByText(T.managedOnly)).toBeVisible();
    await save(canvas);
    await expect(await canvas.findByText(T.saved)).toBeVisible();
  },
};

/** A student opening the editor's address is told plainly that editing is not theirs. */
export const NotAnEditor: Story = {
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await openPage(canvas, T.forbiddenTitle);
    await expect(canvas.getByText(T.forbiddenText)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: T.save })).toBeNull();
  },
};

/** Modules reordered with the buttons, materials with Alt+arrows on a row's handle; focus stays with the item. */
export const Reorder: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Переместить «Динамика» выше' }));
    await expect(titles(canvas, T.moduleTitle)).toEqual(['Динамика', 'Кинематика']);
    // the item is first now, 'up' is disabled: the handle holds the focus
    await waitFor(() => expect(canvas.getByRole('button', { name: '«Динамика»: порядок' })).toHaveFocus());
    await expect(canvas.getByText('«Динамика» перемещен на позицию 1 из 2')).toBeInTheDocument();

    const handle = canvas.getByRole('button', { name: '«Равноускоренное движение»: порядок' });
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(titles(canvas, T.materialTitle).slice(3)).toEqual([
      'Видеоразбор: графики движения',
      'Равноускоренное движение',
      'Конспект по кинематике',
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '«Равноускоренное движение»: порядок' })).toHaveFocus(),
    );
  },
};

const draft = courses.physElectroDraft;
const openDraftEditor = (canvas: Canvas) => openPage(canvas, T.editTitle(draft.title));

/**
 * The draft course, its outline still empty: a new module with a link, saved: 'Курс сохранен'. The unsaved
 * outline was kept as a draft meanwhile, and is forgotten once saved.
 */
export const AddAndSave: Story = {
  args: { path: `/courses/${draft.id}/edit` },
  play: async ({ canvas }) => {
    await openDraftEditor(canvas);
    await expect(canvas.getByText(T.outlineEmpty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.newModule }));
    await waitFor(() => expect(canvas.getByLabelText(T.moduleTitle)).toHaveFocus());
    fillIn(canvas.getByLabelText(T.moduleTitle), 'Электростатика');
    await userEvent.click(canvas.getByRole('button', { name: `${T.newMaterial}: Электростатика` }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: T.materialKind })).getByRole('button', { name: 'Ссылка' }),
    );
    await waitFor(() => expect(canvas.getByLabelText(T.materialTitle)).toHaveFocus());
    fillIn(canvas.getByLabelText(T.materialTitle), 'Закон Кулона: задачи');
    const url = canvas.getByRole('textbox', { name: T.url });
    fillIn(url, 'https://fipi.ru/ege');
    await waitFor(() => expect(url).toHaveValue('https://fipi.ru/ege'));
    await expect(readCourseDraft(draft.id, draft.version)).not.toBeNull();
    await save(canvas);
    await expect(await canvas.findByText(T.saved)).toBeVisible();
    await expect(readCourseDraft(draft.id, draft.version)).toBeNull();
  },
};

/** Saved with empty new rows: the contract's messages at each field, nothing sent. */
export const ValidationErrors: Story = {
  args: { path: `/courses/${draft.id}/edit` },
  play: async ({ canvas }) => {
    await openDraftEditor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: T.newModule }));
    await userEvent.click(canvas.getByRole('button', { name: `${T.newMaterial}: ${T.moduleFallback(1)}` }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: T.materialKind })).getByRole('button', { name: 'Видео' }),
    );
    fillIn(canvas.getByLabelText(T.title), '');
    await save(canvas);
    await expect(await canvas.findByText(MESSAGES.courseTitleRequired)).toBeVisible();
    canvas.getByText(MESSAGES.moduleTitleRequired).scrollIntoView({ block: 'start' });
    await expect(canvas.getByText(MESSAGES.moduleTitleRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.materialTitleRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.materialUrlInvalid)).toBeVisible();
    await expect(canvas.getByText(T.invalid)).toBeVisible();
    await expect(canvas.queryByText(T.saved)).toBeNull();
  },
};

/** A module with materials asks before it goes; the answer 'Удалить' removes it with them. */
export const RemoveModule: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: T.removeModule('Динамика') }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: T.removeModuleQuestion('Динамика') }));
    await expect(dialog.getByText(T.removeModuleText(3))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.remove }));
    await waitFor(() => expect(titles(canvas, T.moduleTitle)).toEqual(['Кинематика']));
  },
};

const pdf = () => new File(['%PDF-1.4'], 'Кинематика — задачи.pdf', { type: 'application/pdf' });

/** A file on its way: the progress bar under 'Заменить файл' while the server has not answered. */
export const FileUploading: Story = {
  parameters: withHandlers(
    http.post(`*${FILE_UPLOAD_PATH}`, async () => {
      await delay('infinite');
    }),
  ),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    fireEvent.change(canvas.getAllByTestId('material-file-input')[0]!, { target: { files: [pdf()] } });
    const progress = await canvas.findByRole('progressbar', { name: T.uploading });
    progress.scrollIntoView({ block: 'center' });
    await expect(progress).toBeVisible();
  },
};

/** The upload is refused (415): the server's reason under the button, the attached file kept. */
export const UploadRefused: Story = {
  parameters: withHandlers(...uploadFails(415)),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    fireEvent.change(canvas.getAllByTestId('material-file-input')[0]!, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    const refusal = await canvas.findByText(MESSAGES.fileTypeUnsupported);
    refusal.scrollIntoView({ block: 'center' });
    await expect(refusal).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Кинематика — конспект\.pdf/ })).toBeVisible();
  },
};

/** Uploaded: the chip names the new file. */
export const FileUploaded: Story = {
  play: async ({ canvas }) => {
    await openEditor(canvas);
    fireEvent.change(canvas.getAllByTestId('material-file-input')[0]!, { target: { files: [pdf()] } });
    const chip = await canvas.findByRole('link', { name: /Кинематика — задачи\.pdf/ });
    chip.scrollIntoView({ block: 'center' });
    await expect(chip).toBeVisible();
  },
};

/** Somebody saved the course first: the conflict said in an alert with 'Обновить', nothing overwritten. */
export const VersionConflict: Story = {
  parameters: withHandlers(...courseVersionConflict()),
  play: async ({ canvas }) => {
    await openEditor(canvas);
    fillIn(canvas.getByLabelText(T.title), `${course.title} (новая редакция)`);
    await save(canvas);
    const alert = await canvas.findByRole('alert');
    alert.scrollIntoView({ block: 'center' });
    await expect(alert).toHaveTextContent(MESSAGES.courseVersionConflict);
    await expect(within(alert).getByRole('button', { name: T.refresh })).toBeVisible();
    await expect(canvas.queryByText(T.saved)).toBeNull();
  },
};

/** After a reload the unsaved changes are back, said so, with 'Отменить изменения' to drop them. */
export const DraftRestored: Story = {
  beforeEach: () => {
    writeCourseDraft(course.id, course.version, {
      values: {
        title: 'Физика ЕГЭ: механика (черновик)',
        subject: course.subject,
        exam: course.exam,
        grades: '10,11',
        description: course.description,
        priceRub: String(course.priceRub),
        status: course.status,
        teachers: 'teacher',
      },
      outline: {
        modules: [
          { key: 'module-dynamics', id: 'module-dynamics', title: 'Динамика', materials: [] },
          { key: 'new-1', title: 'Законы сохранения', materials: [] },
        ],
        nextKey: 2,
      },
    });
  },
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await expect(await canvas.findByText(T.draftRestored)).toBeVisible();
    await expect(canvas.getByLabelText(T.title)).toHaveValue('Физика ЕГЭ: механика (черновик)');
    await expect(titles(canvas, T.moduleTitle)).toEqual(['Динамика', 'Законы сохранения']);
  },
};

/** 'Отменить изменения' drops the draft: the course as saved is back. */
export const DraftDiscarded: Story = {
  beforeEach: DraftRestored.beforeEach,
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: T.discardDraft }));
    await waitFor(() => expect(canvas.getByLabelText(T.title)).toHaveValue(course.title));
    await expect(titles(canvas, T.moduleTitle)).toEqual(['Кинематика', 'Динамика']);
    await expect(canvas.queryByText(T.draftRestored)).toBeNull();
    await expect(readCourseDraft(course.id, course.version)).toBeNull();
  },
};

/** A 360 px phone: the fields one under another, the row controls above each row, nothing sideways. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await openEditor(canvas);
    await expect(canvas.getByLabelText(T.title)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The new course's form on a phone. */
export const NewCourseOnPhone: Story = {
  args: { path: '/courses/new' },
  globals: onPhone,
  play: async ({ canvas }) => {
    await openPage(canvas, T.newTitle);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
