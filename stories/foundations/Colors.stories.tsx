import type { Meta, StoryObj } from '@storybook/react-vite';
import { Palette, Pairs } from './swatches';

const meta = {
  title: 'Tokens/Colours',
  id: 'foundations-colours',
  parameters: {
    docs: {
      description: {
        component:
          'Colour roles of the theme. Every text/background pair passes WCAG AA (checked by packages/ui/src/theme/contrast.test.ts).',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = { render: () => <Palette /> };
export const TextOnBackgrounds: Story = { render: () => <Pairs /> };
