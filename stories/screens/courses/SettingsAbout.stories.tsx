import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { users } from '@school/mocks';
import { PROFILE_TEXTS } from '../../../app/src/features/profile/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, desktopWindow } from '../app-screen-story';

const base = appScreenMeta({
  path: '/settings',
  viewer: users.teacher,
  /* as tall as the settings page's own stories' window, so the section is in the picture */
  windows: { aboutDesktop: desktopWindow(1280, 1400) },
});

/** /settings of a teacher: 'О себе' for the teachers page, and whether it shows the linked Telegram. */
const meta = {
  title: 'Screens/Courses/Settings about',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text with its counter and the switch; typing changes the counter and enables 'Сохранить'. */
export const About: Story = {
  beforeEach: () => () => sessionStorage.removeItem(`school:about-draft:${users.teacher.username}`),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: PROFILE_TEXTS.teacherSection }));
    const about = section.getByRole('textbox', { name: PROFILE_TEXTS.about });
    await expect(about).toHaveValue(users.teacher.about);
    await expect(section.getByText(`${users.teacher.about.length} / 1000`)).toBeVisible();
    await expect(section.getByRole('switch', { name: PROFILE_TEXTS.showTelegram })).toBeChecked();
    await userEvent.type(about, ' Жду Вас!');
    await expect(section.getByText(`${users.teacher.about.length + 9} / 1000`)).toBeVisible();
    // kept for a reload until it is saved
    await expect(sessionStorage.getItem(`school:about-draft:${users.teacher.username}`)).toMatch(/Жду Вас!$/);
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  },
};
