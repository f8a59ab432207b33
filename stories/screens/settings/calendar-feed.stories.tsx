import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { icsUrlFor, serverError, slow, users } from '@school/mocks';
import { CalendarFeedSection } from '../../../app/src/features/profile/components/calendar-feed-section';
import { TEXTS } from '../../../app/src/config/texts';
import { screenMeta, SectionStory, signedInAs, withHandlers } from './section-story';

/** The settings page's 'Календарь на телефоне' section over the mock server, signed in as the student. */
function CalendarFeedStory() {
  return (
    <SectionStory>
      <CalendarFeedSection />
    </SectionStory>
  );
}

/**
 * 'Календарь на телефоне': the account's secret feed link to copy into a phone's calendar, how to
 * add it to Google, Apple and Yandex calendars, and 'Сбросить ссылку' after a confirm.
 */
const meta = {
  title: 'Screens/Settings/Calendar feed',
  component: CalendarFeedStory,
  beforeEach: signedInAs(users.student),
  parameters: { ...screenMeta().parameters },
} satisfies Meta<typeof CalendarFeedStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findSection(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name: 'Календарь на телефоне' }));
}

/**
 * The link, 'Скопировать' (which really copies), 'Добавить в календарь' (the same feed as webcal://, which
 * a phone's calendar subscribes to in one tap) and the three calendars' steps.
 */
export const Link: Story = {
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement);
    const field = await section.findByLabelText('Ссылка на календарь');
    await expect(field).toHaveValue(icsUrlFor(users.student));
    await expect(field).toHaveAttribute('readonly');
    await expect(section.getByRole('link', { name: 'Добавить в календарь' })).toHaveAttribute(
      'href',
      icsUrlFor(users.student).replace('http://', 'webcal://'),
    );
    const steps = section.getByRole('list', { name: 'Как добавить календарь' });
    for (const calendar of ['Google Календарь:', 'Apple (iPhone, iPad):', 'Яндекс Календарь:']) {
      await expect(within(steps).getByText(calendar)).toBeVisible();
    }
    let copied = '';
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    try {
      await userEvent.click(section.getByRole('button', { name: 'Скопировать' }));
      await expect(await within(canvasElement).findByText('Ссылка скопирована')).toBeVisible();
      await expect(copied).toBe(icsUrlFor(users.student));
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  },
};

/** 'Сбросить ссылку' asks first; after it the field holds the new link. */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await findSection(canvasElement);
    await section.findByLabelText('Ссылка на календарь');
    await userEvent.click(section.getByRole('button', { name: 'Сбросить ссылку' }));
    const confirm = within(await canvas.findByRole('alertdialog', { name: 'Сбросить ссылку?' }));
    await expect(confirm.getByText(/Старая ссылка перестанет работать/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Сбросить' }));
    await expect(await canvas.findByText(/Ссылка на календарь обновлена/)).toBeVisible();
    // The new link arrives with the reset's answer, a moment after the confirm closes.
    await waitFor(() =>
      expect(section.getByLabelText('Ссылка на календарь')).toHaveValue(icsUrlFor(users.student, true)),
    );
  },
};

export const Loading: Story = {
  parameters: withHandlers(...slow('icsLink')),
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement);
    await expect(section.getByRole('status', { name: 'Загрузка ссылки на календарь' })).toBeVisible();
  },
};

/** The link could not be read: said in its place, with 'Повторить'. */
export const ServerError: Story = {
  parameters: withHandlers(...serverError('icsLink')),
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement);
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось получить ссылку на календарь.');
    await expect(within(alert).getByRole('button', { name: TEXTS.retry })).toBeVisible();
  },
};
