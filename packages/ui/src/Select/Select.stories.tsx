import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { expectWholeListInView } from '../testing/overlays.ts';
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

interface RoleFieldProps {
  initial?: number | null;
  error?: string;
  disabled?: boolean;
}

/* The stories' two fields keep what is picked, as in a form, and report it to `changed`. */
function RoleField({ initial = null, ...rest }: RoleFieldProps) {
  return <Stateful of={Select<number>} label="Роль" options={roles} value={initial} onChange={changed} {...rest} />;
}

interface SubjectsFieldProps {
  initial?: string[];
  disabled?: boolean;
}

function SubjectsField({ initial = [], ...rest }: SubjectsFieldProps) {
  return (
    <Stateful
      of={MultiSelect<string>}
      label="Преподаваемые предметы"
      options={subjects}
      value={initial}
      onChange={changed}
      {...rest}
    />
  );
}

/* Alone on the canvas, a field has room below for its open list. */
function RoleSelect(props: RoleFieldProps) {
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <RoleField {...props} />
    </div>
  );
}

function SubjectSelect(props: SubjectsFieldProps) {
  return (
    <div style={{ maxWidth: 360, minHeight: 360 }}>
      <SubjectsField {...props} />
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
        <RoleField initial={3} />
        <SubjectsField />
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

/* The fields of a long edit form, above the list that is opened at the dialog's bottom. */
const fieldsAbove = ['Логин', 'Имя', 'Фамилия', 'Отчество', 'Электронная почта', 'Телефон', 'Город', 'Школа'];

function ListAtBottomOfDialog({ multiple }: { multiple: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Редактирование пользователя"
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            Отмена
          </Button>
          <Button>Сохранить</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {fieldsAbove.map((label) => (
          <TextField key={label} label={label} fullWidth />
        ))}
        {multiple ? <SubjectsField /> : <RoleField initial={3} />}
      </div>
    </Dialog>
  );
}

/** The list of `name` opened after the dialog's body is scrolled to its end, where the field sits. */
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function openAtDialogBottom(name: string, { userEvent }: PlayContext) {
  const body = within(document.body);
  const dialog = await body.findByRole('dialog', { name: 'Редактирование пользователя' });
  // the body becomes a scrolling region once the dialog has measured it (a ResizeObserver, after the first paint)
  const content = await within(dialog).findByRole('region', { name: 'Содержимое диалога' });
  content.scrollTop = content.scrollHeight;
  await userEvent.click(body.getByRole('combobox', { name }));
  const list = await body.findByRole('listbox', { name });
  /* floating-ui places the list a moment after it opens (it stays hidden until then) */
  await waitFor(() => expect(list).toBeVisible());
  return { body, dialog, list };
}

/** `pick` once the window is `width` wide: a story whose viewport did not apply fails here, not in the list checks. */
const inWindowOf = (width: number, pick: (context: PlayContext) => Promise<void>) => async (context: PlayContext) => {
  await expect(window.innerWidth).toBe(width);
  await pick(context);
};

const laptop = {
  viewport: {
    options: { laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' } },
  },
};

const pickRole = async (context: PlayContext) => {
  const { userEvent } = context;
  const { body, dialog, list } = await openAtDialogBottom('Роль', context);
  await expectWholeListInView(list);
  const toggle = body.getByRole('combobox', { name: 'Роль' });
  // type-ahead and Enter, as before the list moved to the top layer
  await userEvent.keyboard('к');
  await expect(toggle).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: 'Куратор' }).id,
  );
  await userEvent.keyboard('{Enter}');
  await expect(changed).toHaveBeenLastCalledWith(4);
  await waitFor(() => expect(body.queryByRole('option')).toBeNull());
  // and by pointer
  await userEvent.click(toggle);
  await userEvent.click(await body.findByRole('option', { name: 'Менеджер' }));
  await expect(changed).toHaveBeenLastCalledWith(5);
  await waitFor(() => expect(body.queryByRole('option')).toBeNull());
  await expect(toggle).toHaveTextContent('Менеджер');
  await expect(dialog).toBeVisible();
  /* opened again, for the screenshot: the list in full above the field */
  await userEvent.click(toggle);
  await expectWholeListInView(await body.findByRole('listbox', { name: 'Роль' }));
};

const pickSubjects = async (context: PlayContext) => {
  const { userEvent } = context;
  const { body, dialog, list } = await openAtDialogBottom('Преподаваемые предметы', context);
  await expectWholeListInView(list);
  await userEvent.click(within(list).getByRole('option', { name: 'Физика' }));
  await userEvent.click(within(list).getByRole('option', { name: 'Химия' }));
  await expect(changed).toHaveBeenLastCalledWith(['phys', 'chem']);
  /* still open while picking, and still in view with the chips that grew the field above it */
  const after = body.getByRole('listbox', { name: 'Преподаваемые предметы' });
  await expect(within(after).getByRole('option', { name: 'Химия' })).toHaveAttribute('aria-selected', 'true');
  await expectWholeListInView(after);
  // Esc closes the list only; the dialog stays
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('option')).toBeNull());
  await expect(dialog).toBeVisible();
  /* opened again by keyboard, for the screenshot */
  await userEvent.keyboard('{ArrowDown}');
  await expectWholeListInView(await body.findByRole('listbox', { name: 'Преподаваемые предметы' }));
};

/**
 * A Select at the end of a dialog whose body scrolls, on a 1366 x 768 laptop: the list floats above
 * the dialog (the top layer), opens upward when there is no room below, and every option can be clicked.
 */
export const AtBottomOfScrollingDialog: Story = {
  render: () => <ListAtBottomOfDialog multiple={false} />,
  parameters: { frame: 'page', ...laptop },
  globals: { viewport: { value: 'laptop' } },
  play: inWindowOf(1366, pickRole),
};

/** The same on a 360 px phone. */
export const AtBottomOfScrollingDialogOnPhone: Story = {
  render: () => <ListAtBottomOfDialog multiple={false} />,
  parameters: { frame: 'page' },
  globals: { viewport: { value: 'phone' } },
  play: inWindowOf(360, pickRole),
};

/** A MultiSelect at the end of a dialog whose body scrolls, on a 1366 x 768 laptop; it stays open while picking. */
export const MultipleAtBottomOfScrollingDialog: Story = {
  render: () => <ListAtBottomOfDialog multiple />,
  parameters: { frame: 'page', ...laptop },
  globals: { viewport: { value: 'laptop' } },
  play: inWindowOf(1366, pickSubjects),
};

/** The same on a 360 px phone. */
export const MultipleAtBottomOfScrollingDialogOnPhone: Story = {
  render: () => <ListAtBottomOfDialog multiple />,
  parameters: { frame: 'page' },
  globals: { viewport: { value: 'phone' } },
  play: inWindowOf(360, pickSubjects),
};
