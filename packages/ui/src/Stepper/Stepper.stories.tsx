import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Components/Navigation/Stepper',
  id: 'stepper',
  component: Stepper,
  args: { steps: ['Подтверждение почты', 'Анкета', 'Завершение'], current: 1 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('выполнен');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};
export const First: Story = { args: { current: 0 } };
export const AllDone: Story = { args: { current: 3 } };
export const TwoStepsWithInvitation: Story = { args: { steps: ['Подтверждение почты', 'Завершение'], current: 1 } };
export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** A phone shows only the current step's title: a long one wraps, whole, instead of ending in an ellipsis. */
export const OnPhoneLongCurrentTitle: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { steps: ['Подтверждение почты', 'Анкета', 'Завершение регистрации'], current: 2 },
  play: async ({ canvas }) => {
    const title = within(canvas.getByRole('listitem', { current: 'step' })).getByText('Завершение регистрации');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
