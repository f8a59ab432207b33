import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverError, users } from '@school/mocks';
import { MemoryRouter } from 'react-router-dom';
import { MyDataSection } from '../../../app/src/features/profile/components/my-data-section';
import { browser } from '../../../app/src/lib/browser';
import { screenMeta, SectionStory, signedInAs, withHandlers } from './section-story';

/** The settings page's 'Мои данные' section over the mock server, signed in as the student (its policy link needs a router). */
function MyDataStory() {
  return (
    <MemoryRouter>
      <SectionStory>
        <MyDataSection />
      </SectionStory>
    </MemoryRouter>
  );
}

/** Files the section handed to the browser, instead of saving them. */
const saved: { name: string; text: string }[] = [];
function captureDownloads() {
  const download = browser.download;
  saved.length = 0;
  browser.download = (name, blob) => void blob.text().then((text) => saved.push({ name, text }));
  return () => {
    browser.download = download;
  };
}

/**
 * 'Мои данные' (152-ФЗ): 'Скачать мои данные' saves a JSON copy of everything the platform keeps
 * about the account, and the policy is a click away.
 */
const meta = {
  title: 'Screens/Settings/My data',
  component: MyDataStory,
  beforeEach: [signedInAs(users.student), captureDownloads],
  parameters: { ...screenMeta().parameters },
} satisfies Meta<typeof MyDataStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findSection(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Мои данные' }));
}

/** The copy of this moment, as my-data.json: the profile, consents and sign-ins, and no secret. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement);
    await expect(section.getByRole('link', { name: '«Политика обработки персональных данных»' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(section.getByRole('button', { name: 'Скачать мои данные' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]!.name).toBe('my-data.json');
    const copy = JSON.parse(saved[0]!.text) as Record<string, unknown>;
    await expect(copy).toMatchObject({
      profile: { username: users.student.username, email: users.student.email },
      roles: [{ shortname: 'USER', name: 'Ученик' }],
      consents: { personalData: { policyEdition: '01.12.2026' } },
    });
    await expect(saved[0]!.text).not.toMatch(/"password":|hash|token-student/i);
  },
};

/** The copy could not be made: the server's message in the notification, nothing saved. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('myData')),
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Скачать мои данные' }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(saved).toEqual([]);
  },
};
