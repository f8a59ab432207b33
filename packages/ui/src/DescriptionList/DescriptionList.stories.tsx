import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Components/Data display/Description list',
  id: 'description-list',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Телефон', description: '+7 900 123-45-67' },
      { term: 'Почта', description: 'smirnova@school.ru' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A profile's contacts: each value right after its term. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Телефон', 'Почта']);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('smirnova@school.ru');
  },
};

/** A summary's figures, as a subject's card in the registration wizard shows them on a phone. */
export const Figures: Story = {
  args: {
    align: 'end',
    items: [
      { term: 'Желаемый результат', description: 85 },
      { term: 'Олимпиада', description: 'Да' },
    ],
  },
};

/** A value longer than the column wraps anywhere rather than widening the list. */
export const LongValue: Story = {
  args: {
    items: [
      { term: 'Почта', description: 'konstantin.konstantinopolsky@school.example.ru' },
      { term: 'Телефон', description: '+7 900 123-45-67' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 200 }}>
        <Story />
      </div>
    ),
  ],
};
