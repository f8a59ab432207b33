import { useMultipleSelection, useSelect } from 'downshift';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Chip } from '../Badge/Badge.tsx';
import { FieldHelper, FieldLabel, FieldRoot } from '../TextField/TextField.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { useListPlacement } from './useListPlacement.ts';

export interface SelectOption<V extends string | number> {
  /** Value reported by onChange. */
  value: V;
  /** Text of the option. */
  label: string;
  /** Shown but not selectable (e.g. roles above the viewer's). */
  disabled?: boolean;
}

const Anchor = styled.div`
  min-width: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    ${focusRing({ placement: 'border' })}
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.errorText};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.divider};
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  [data-part='value'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='placeholder'] {
    flex: 1;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

/* Placed by useListPlacement (fixed, in the top layer); the popover's own UA box is reset. */
const Menu = styled.ul`
  box-sizing: border-box;
  inset: auto;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: var(--list-width);
  max-height: min(
    ${({ theme }) => theme.size.menuMaxHeight},
    var(--list-room, ${({ theme }) => theme.size.menuMaxHeight})
  );
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  /* a popover takes the UA's CanvasText, not the colour of the field it belongs to */
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  &:not([data-open]) {
    display: none;
  }
  &:not([data-placed]) {
    visibility: hidden;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
  li[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  li[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  li[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  li > [data-part='check'] {
    display: inline-flex;
    width: ${({ theme }) => theme.size.icon.md};
    flex: none;
  }
  li svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface BaseProps<V extends string | number> {
  /** Visible label, the accessible name of the list. */
  label: string;
  /** The options, in order. */
  options: SelectOption<V>[];
  /** Text when nothing is chosen. */
  placeholder?: string;
  /** Hint under the field. */
  helperText?: ReactNode;
  /** Error message; marks the field invalid. */
  error?: string | null;
  /** Blocks the field (e.g. taught subjects for a TUTOR). */
  disabled?: boolean;
  /** Take the full width of the container. */
  fullWidth?: boolean;
}

interface SelectFrameProps<V extends string | number> extends BaseProps<V> {
  /** What the toggle shows; the placeholder when null. */
  valueText: string | null;
  /** Whether an option is shown with a tick. */
  isChosen: (option: SelectOption<V>) => boolean;
  /** Above the toggle: the chips of a multiple choice. */
  above?: ReactNode;
  /* downshift's state and prop getters, already called with what the component adds */
  isOpen: boolean;
  highlightedIndex: number;
  labelProps: object;
  toggleProps: object;
  menuProps: (extra: { ref: (node: HTMLElement | null) => void }) => object;
  itemProps: (option: SelectOption<V>, index: number) => object;
}

/** What Select and MultiSelect draw alike: label, toggle, the option list with ticks, helper text. */
function SelectFrame<V extends string | number>({
  label,
  options,
  placeholder = 'Не выбрано',
  helperText,
  error,
  fullWidth = true,
  valueText,
  isChosen,
  above,
  isOpen,
  highlightedIndex,
  labelProps,
  toggleProps,
  menuProps,
  itemProps,
}: SelectFrameProps<V>) {
  const helper = error || helperText;
  const placement = useListPlacement(isOpen);
  return (
    <FieldRoot data-full-width={fullWidth || undefined}>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      {above}
      <Anchor ref={placement.setAnchor}>
        <Toggle type="button" data-invalid={error ? '' : undefined} {...toggleProps}>
          <span data-part={valueText === null ? 'placeholder' : 'value'}>{valueText ?? placeholder}</span>
          <ChevronDown aria-hidden="true" />
        </Toggle>
        <Menu
          popover="manual"
          data-open={isOpen || undefined}
          data-placed={placement.placed || undefined}
          style={placement.listStyle}
          {...menuProps({ ref: placement.setList })}
        >
          {isOpen &&
            options.map((option, index) => (
              <li
                key={option.value}
                data-highlighted={highlightedIndex === index || undefined}
                {...itemProps(option, index)}
              >
                <span data-part="check">{isChosen(option) && <Check aria-hidden="true" />}</span>
                {option.label}
              </li>
            ))}
        </Menu>
      </Anchor>
      {helper && <FieldHelper data-invalid={error ? '' : undefined}>{helper}</FieldHelper>}
    </FieldRoot>
  );
}

export interface SelectProps<V extends string | number> extends BaseProps<V> {
  /** The chosen value, or null. */
  value: V | null;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
}

/** Single choice from a list (downshift `useSelect`): click or keyboard (arrows, Enter, Esc, type-ahead). */
export function Select<V extends string | number>({ value, onChange, ...base }: SelectProps<V>) {
  const { options, error, disabled = false } = base;
  const selectedItem = options.find((o) => o.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect({
    items: options,
    selectedItem,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: (item) => Boolean(item.disabled),
    onSelectedItemChange: ({ selectedItem: item }) => {
      if (item) onChange(item.value);
    },
  });
  return (
    <SelectFrame
      {...base}
      valueText={selectedItem?.label ?? null}
      isChosen={(option) => option.value === value}
      isOpen={isOpen}
      highlightedIndex={highlightedIndex}
      labelProps={getLabelProps()}
      toggleProps={getToggleButtonProps({ disabled, 'aria-invalid': error ? true : undefined } as object)}
      menuProps={(extra) => getMenuProps(extra)}
      itemProps={(option, index) => getItemProps({ item: option, index })}
    />
  );
}

export interface MultiSelectProps<V extends string | number> extends BaseProps<V> {
  /** The chosen values, shown as removable chips. */
  value: V[];
  /** Called with the new list. */
  onChange: (value: V[]) => void;
}

/** Several choices (downshift `useSelect` + `useMultipleSelection`): the menu stays open, chips remove. */
export function MultiSelect<V extends string | number>({ value, onChange, ...base }: MultiSelectProps<V>) {
  const { label, options, disabled = false } = base;
  const selectedItems = options.filter((o) => value.includes(o.value));
  const toggle = (item: SelectOption<V>) =>
    onChange(value.includes(item.value) ? value.filter((v) => v !== item.value) : [...value, item.value]);
  const { getDropdownProps } = useMultipleSelection({
    selectedItems,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems: items }) => onChange(items.map((i) => i.value)),
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect({
    items: options,
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    isItemDisabled: (item) => Boolean(item.disabled),
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useSelect.stateChangeTypes.ToggleButtonKeyDownEnter:
        case useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton:
        case useSelect.stateChangeTypes.ItemClick:
          /* keep the menu open and the highlight in place while picking several */
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      switch (type) {
        case useSelect.stateChangeTypes.ToggleButtonKeyDownEnter:
        case useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton:
        case useSelect.stateChangeTypes.ItemClick:
          if (selectedItem) toggle(selectedItem);
          break;
        default:
          break;
      }
    },
  });
  return (
    <SelectFrame
      {...base}
      above={
        selectedItems.length > 0 && (
          <Chips aria-label={`Выбрано: ${label}`}>
            {selectedItems.map((item) => (
              <li key={item.value}>
                <Chip selected disabled={disabled} onDelete={() => toggle(item)} deleteLabel={`Убрать: ${item.label}`}>
                  {item.label}
                </Chip>
              </li>
            ))}
          </Chips>
        )
      }
      valueText={selectedItems.length ? `Выбрано: ${selectedItems.length}` : null}
      isChosen={(option) => value.includes(option.value)}
      isOpen={isOpen}
      highlightedIndex={highlightedIndex}
      labelProps={getLabelProps()}
      toggleProps={getToggleButtonProps(getDropdownProps({ preventKeyAction: isOpen, disabled } as object))}
      menuProps={(extra) => ({ ...getMenuProps(extra), 'aria-multiselectable': 'true' })}
      itemProps={(option, index) =>
        getItemProps({ item: option, index, 'aria-selected': value.includes(option.value) } as Parameters<
          typeof getItemProps
        >[0])
      }
    />
  );
}
