import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingAndSizes } from './swatches';

const meta = { title: 'Tokens/Spacing and sizes', id: 'foundations-spacing-and-sizes' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <SpacingAndSizes /> };
