import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { MOCK_PARENT_CONSENT_TOKEN, slow, tempUsers } from '@school/mocks';
import { appScreenMeta, withHandlers } from '../app-screen-story';
import type { AppScreen } from '../../../app/src/testing/app-screen';

const base = appScreenMeta({ path: `/parent-consent?token=${MOCK_PARENT_CONSENT_TOKEN}` });

/**
 * /parent-consent?token=, the page of the link e-mailed to a student under 14's parent (152-ФЗ):
 * opening it confirms the consent, once, and the page says so; a spent or expired link says that.
 */
const meta = {
  title: 'Screens/Registration/Parent consent',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live link: confirmed, naming the child, with the way to the site. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Согласие подтверждено' })).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(`${tempUsers.fresh.firstName} теперь может войти на платформу`)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вернуться на главную' })).toBeVisible();
  },
};

/** The confirmation is on its way. */
export const Confirming: Story = {
  parameters: withHandlers(...slow('parentConsentConfirm')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Подтверждаем согласие' })).toBeVisible();
  },
};

/** A link used already, or out of date: said plainly, with what to do. */
export const LinkInvalid: Story = {
  args: { path: '/parent-consent?token=spent' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.parentLinkInvalid)).toBeVisible();
  },
};
