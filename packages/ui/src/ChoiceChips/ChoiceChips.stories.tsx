import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ChoiceChips } from './ChoiceChips.tsx';

/* Example options: the app takes the classes and the subjects' maximum from the contract. */
const classOptions = [11, 10, 9, 8, 7, 6, 5].map((c) => ({ value: c, label: `${c} класс` }));
const subjectOptions = [
  'Русский язык',
  'Математика (профильная)',
  'Физика',
  'Химия',
  'Информатика',
  'Биология',
  'История',
  'Обществознание',
].map((s) => ({ value: s, label: s }));

function ClassPicker({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <ChoiceChips<number> label="Выберите класс" options={classOptions} value={value} onChange={setValue} />;
}

function SubjectPicker({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ChoiceChips<string>
      multiple
      label="Предметы"
      hint="Выбери от 2-х до 5-ти предметов"
      options={subjectOptions}
      value={value}
      onChange={setValue}
      max={5}
    />
  );
}

const meta = {
  title: 'Components/Inputs/ChoiceChips',
  id: 'choicechips',
  component: ChoiceChips,
  args: { label: 'Выберите класс', options: classOptions, value: null, onChange: () => {} },
  /* react-docgen cannot read props that are a union of generic interfaces: the table takes the
     descriptions from here (the same words as the JSDoc in ChoiceChips.tsx) */
  argTypes: {
    label: { description: "Group name (the legend): 'Выберите класс'." },
    hint: { description: "Hint under the legend ('Выбери от 2-х до 5-ти предметов')." },
    options: { description: 'The choices: value, label, and disabled for one that cannot be chosen.' },
    multiple: { description: 'Several values may be chosen (checkboxes); otherwise one (radio buttons).' },
    value: { description: 'The chosen value (one), or the chosen values (multiple).' },
    onChange: { description: 'Called with the newly chosen value, or the new list (multiple).' },
    max: { description: 'With multiple: at most this many; once reached the other options are disabled.' },
  },
  render: () => <ClassPicker />,
} satisfies Meta<typeof ChoiceChips<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClassSingleChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    const eleven = canvas.getByRole('radio', { name: '11 класс' });
    await userEvent.click(eleven);
    await expect(eleven).toBeChecked();
    // arrow keys move the choice inside the group
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '10 класс' })).toBeChecked();
    await expect(eleven).not.toBeChecked();
  },
};

export const ClassChosen: Story = { render: () => <ClassPicker initial={9} /> };

/** Reached with Tab: the chosen chip of the group takes the focus ring. */
export const FocusVisible: Story = {
  render: () => <ClassPicker initial={9} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '9 класс' })).toHaveFocus();
  },
};

/** At 5 subjects the rest are disabled; removing one enables them again. */
export const SubjectsUpToMaximum: Story = {
  render: () => <SubjectPicker />,
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Русский язык', 'Математика (профильная)', 'Физика', 'Химия']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect(canvas.getByRole('checkbox', { name: 'Биология' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Информатика' }));
    for (const name of ['Биология', 'История', 'Обществознание']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeDisabled();
    }
    await expect(canvas.getByRole('checkbox', { name: 'Физика' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Физика' }));
    await expect(canvas.getByRole('checkbox', { name: 'Биология' })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: 'Предметы' })).toHaveAccessibleDescription(
      'Выбери от 2-х до 5-ти предметов',
    );
  },
};

export const SubjectsFull: Story = {
  render: () => (
    <SubjectPicker initial={['Русский язык', 'Математика (профильная)', 'Физика', 'Химия', 'Информатика']} />
  ),
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <SubjectPicker initial={['Физика']} />,
};
