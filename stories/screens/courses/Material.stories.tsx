import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http } from 'msw';
import { courses, files, urlPattern, users } from '@school/mocks';
import { COURSE_TEXTS } from '../../../app/src/features/courses/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, withHandlers } from '../app-screen-story';

const physics = courses.physMechanics;
const materialPath = (materialId: string) => `/courses/${physics.id}/materials/${materialId}`;
const base = appScreenMeta({ path: materialPath('material-uniform-acceleration'), viewer: users.student });

/** A material of the student's physics course, opened one by one with 'Назад' and 'Далее'. */
const meta = {
  title: 'Screens/Courses/Material page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The materials marked seen, in order: a spy in front of the mocks, which then answer as always. */
const marked: string[] = [];
const seenSpy = http.post(urlPattern('materialSeen'), async ({ request }) => {
  marked.push(((await request.clone().json()) as { materialId: string }).materialId);
});
const seenMarks = () => marked.length;

/** A text with formulas, rendered by KaTeX; the first material has no 'Назад'. */
export const TextWithFormulas: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Равноускоренное движение' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Назад/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Далее: Видеоразбор: графики движения' })).toBeVisible();
    // the formulas: inline ones and the displayed one, by KaTeX
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThan(3));
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
  },
};

/**
 * 'Далее' and 'Назад' move across the modules' border; a material not seen before is marked once when opened
 * (the video was seen before: no mark), and the course's progress counts it.
 */
export const NextAndPrevious: Story = {
  args: { path: materialPath('material-kinematics-video') },
  parameters: withHandlers(seenSpy),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Видеоразбор: графики движения' });
    const before = seenMarks();
    await userEvent.click(canvas.getByRole('link', { name: 'Далее: Конспект по кинематике' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Конспект по кинематике' })).toBeVisible();
    await waitFor(() => expect(seenMarks()).toBe(before + 1));
    await userEvent.click(canvas.getByRole('link', { name: 'Далее: Законы Ньютона' }));
    await expect(await canvas.findByText(/Динамика · Материал 4 из 6/)).toBeVisible();
    await waitFor(() => expect(marked.slice(before)).toEqual(['material-kinematics-notes', 'material-newton-laws']));
    await userEvent.click(canvas.getByRole('link', { name: 'Назад: Конспект по кинематике' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Конспект по кинематике' })).toBeVisible();
    // seen already in this visit: no second mark
    await expect(seenMarks()).toBe(before + 2);
    await userEvent.click(canvas.getByRole('link', { name: /^К программе курса/ }));
    await expect(await canvas.findByText('Пройдено 4 из 6')).toBeVisible();
  },
};

/** A video: its player in a sandboxed 16:9 frame (the frame is hidden in the picture: no network here). */
export const Video: Story = {
  args: { path: materialPath('material-kinematics-video') },
  decorators: [
    (Story) => (
      <>
        <style>{'iframe { visibility: hidden; }'}</style>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Видеоразбор: графики движения' });
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Xk3v0t5aQ2w');
    await expect(frame).toHaveAttribute('title', 'Видеоразбор: графики движения');
  },
};

/** A file: its chip downloads it from the access-checked URL. */
export const File: Story = {
  args: { path: materialPath('material-kinematics-notes') },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: new RegExp(files.kinematicsNotes.name) });
    await expect(link).toHaveAttribute('href', `/server/files/${files.kinematicsNotes.id}`);
    await expect(link).toHaveTextContent('PDF');
    await expect(link).toHaveTextContent('1,5 МБ');
  },
};

/** A link out of the platform: a new tab, without the opener. */
export const Link: Story = {
  args: { path: materialPath('material-fipi-bank') },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /^Открыть ссылку/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // the last material has no 'Далее'
    await expect(canvas.queryByRole('link', { name: /^Далее/ })).toBeNull();
  },
};

/** A 360 px phone: the text and its wide formula inside the column. */
export const OnPhone: Story = {
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Равноускоренное движение' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** An id the course does not have. */
export const NotFound: Story = {
  args: { path: materialPath('missing') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: COURSE_TEXTS.materialNotFound })).toBeVisible();
  },
};
