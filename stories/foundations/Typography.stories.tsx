import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeSamples } from './swatches';

const meta = { title: 'Tokens/Typography', id: 'foundations-typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = { render: () => <TypeSamples /> };
