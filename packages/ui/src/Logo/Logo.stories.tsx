import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Components/Navigation/Logo',
  id: 'logo',
  component: Logo,
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The school's mark as the app bar shows it, in the theme's colours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // decorative: the school's title beside it is the name
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
