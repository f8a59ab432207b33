import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Stateful } from '../testing/Stateful.tsx';
import { MultiSelect, Select, type SelectOption } from './Select.tsx';

const roles: SelectOption<number>[] = [
  { value: 0, label: 'Владелец', disabled: true },
  { value: 1, label: 'Директор', disabled: true },
  { value: 2, label: 'Старший преподаватель' },
  { value: 3, label: 'Преподаватель' },
  { value: 4, label: 'Куратор' },
  { value: 5, label: 'Менеджер' },
];

const subjects: SelectOption<string>[] = [
  { value: 'math', label: 'Математика (профильная)' },
  { value: 'phys', label: 'Физика' },
  { value: 'chem', label: 'Химия' },
  { value: 'inf', label: 'Информатика' },
  { value: 'bio', label: 'Биология', disabled: true },
];

const changed = fn();

function RoleSelect({ initial = null, ...rest }: { initial?: number | null; error?: string; disabled?: boolean }) {
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Stateful of={Select<number>} label="Роль" options={roles} value={initial} onChange={changed} {...rest} />
    </div>
  );
}

function SubjectSelect({ initial = [], ...rest }: { initial?: string[]; disabled?: boolean }) {
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <Stateful
        of={MultiSelect<string>}
        label="Преподаваемые предметы"
        options={subjects}
        value={initial}
        onChange={changed}
        {...rest}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Inputs/Select',
  id: 'select',
  component: Select,
  args: { label: 'Роль', options: roles, value: null, onChange: fn() },
  render: () => <RoleSelect />,
  beforeEach: () => changed.mockClear(),
} satisfies Meta<typeof Select<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab, open with ArrowDown, disabled roles are skipped, Enter picks. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('combobox', { name: 'Роль' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox', { name: 'Роль' });
    await expect(listbox).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Владелец' })).toHaveAttribute('aria-disabled', 'true');
    // the first arrow lands on the first enabled role, past the two disabled ones
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(changed).toHaveBeenCalledWith(2);
    await expect(toggle).toHaveTextContent('Старший преподаватель');
    await waitFor(() => expect(canvas.queryByRole('option')).toBeNull());
    // Escape closes without changing
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    await expect(toggle).toHaveTextContent('Старший преподаватель');
    await expect(changed).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  render: () => <RoleSelect initial={4} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Роль' }));
    await expect(canvas.getByRole('option', { name: 'Куратор' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithError: Story = { render: () => <RoleSelect error="Выберите роль" /> };
export const Disabled: Story = { render: () => <RoleSelect initial={3} disabled /> };

/** Reached with Tab: the field's border takes the focus ring, the menu stays closed. */
export const FocusVisible: Story = {
  render: () => <RoleSelect initial={3} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('combobox', { name: 'Роль' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Several subjects by keyboard; the menu stays open; chips remove a subject. */
export const Multiple: Story = {
  render: () => <SubjectSelect />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('combobox', { name: 'Преподаваемые предметы' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(changed).toHaveBeenLastCalledWith(['math', 'phys']);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Физика' })).toHaveAttribute('aria-selected', 'true');
    // Биология is disabled: End lands on the last enabled option
    await userEvent.keyboard('{End}{Enter}');
    await expect(changed).toHaveBeenLastCalledWith(['math', 'phys', 'inf']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать: Физика' }));
    await expect(changed).toHaveBeenLastCalledWith(['math', 'inf']);
  },
};

export const MultipleChosen: Story = { render: () => <SubjectSelect initial={['math', 'phys']} /> };
export const MultipleDisabled: Story = {
  render: () => <SubjectSelect initial={['chem']} disabled />,
  play: async ({ canvas }) => {
    // the chosen chip greys out with the select and cannot be removed
    const chip = canvas.getByText('Химия').closest('[data-disabled]');
    await expect(chip).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Убрать: Химия' })).toBeNull();
  },
};

export const OpenOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <RoleSelect initial={3} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Роль' }));
    const listbox = canvas.getByRole('listbox', { name: 'Роль' });
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

function SelectsInDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Редактирование пользователя">
      <div style={{ minHeight: 320 }}>
        <Stateful of={Select<number>} label="Роль" options={roles} value={3} onChange={changed} />
        <Stateful
          of={MultiSelect<string>}
          label="Преподаваемые предметы"
          options={subjects}
          value={[]}
          onChange={changed}
        />
      </div>
    </Dialog>
  );
}

/** In a dialog, Esc with a menu open closes the menu only (Esc without one closes the dialog: Dialog's stories). */
export const InsideDialog: Story = {
  render: () => <SelectsInDialog />,
  /* the dialog is in the top layer: the screenshot takes the whole page */
  parameters: { frame: 'page' },
  play: async ({ userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Редактирование пользователя' });
    for (const name of ['Роль', 'Преподаваемые предметы']) {
      await userEvent.click(body.getByRole('combobox', { name }));
      await expect(await body.findByRole('listbox', { name })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('option')).toBeNull());
      await expect(dialog).toBeVisible();
    }
  },
};
