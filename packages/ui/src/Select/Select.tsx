import { useMultipleSelection, useSelect } from 'downshift';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Chip } from '../Badge/Badge.tsx';
import { FieldHelper, FieldLabel, FieldRoot } from '../TextField/TextField.tsx';
import { focusRing } from '../theme/focusRing.ts';

export interface SelectOption<V extends string | number> {
  /** Value reported by onChange. */
  value: V;
  /** Text of the option. */
  label: string;
  /** Shown but not selectable (e.g. roles above the viewer's). */
  disabled?: boolean;
}

const Anchor = styled.div`
  position: relative;
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

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-height: ${({ theme }) => theme.size.menuMaxHeight};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  &:not([data-open]) {
    display: none;
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

export interface SelectProps<V extends string | number> extends BaseProps<V> {
  /** The chosen value, or null. */
  value: V | null;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
}

/** Single choice from a list (downshift `useSelect`): click or keyboard (arrows, Enter, Esc, type-ahead). */
export function Select<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Не выбрано',
  helperText,
  error,
  disabled = false,
  fullWidth = true,
}: SelectProps<V>) {
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
  const helper = error || helperText;
  return (
    <FieldRoot data-full-width={fullWidth || undefined}>
      <FieldLabel {...getLabelProps()}>{label}</FieldLabel>
      <Anchor>
        <Toggle
          type="button"
          data-invalid={error ? '' : undefined}
          {...getToggleButtonProps({ disabled, 'aria-invalid': error ? true : undefined } as object)}
        >
          {selectedItem ? (
            <span data-part="value">{selectedItem.label}</span>
          ) : (
            <span data-part="placeholder">{placeholder}</span>
          )}
          <ChevronDown aria-hidden="true" />
        </Toggle>
        <Menu data-open={isOpen || undefined} {...getMenuProps()}>
          {isOpen &&
            options.map((option, index) => (
              <li
                key={option.value}
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item: option, index })}
              >
                <span data-part="check">{option.value === value && <Check aria-hidden="true" />}</span>
                {option.label}
              </li>
            ))}
        </Menu>
      </Anchor>
      {helper && <FieldHelper data-invalid={error ? '' : undefined}>{helper}</FieldHelper>}
    </FieldRoot>
  );
}

export interface MultiSelectProps<V extends string | number> extends BaseProps<V> {
  /** The chosen values, shown as removable chips. */
  value: V[];
  /** Called with the new list. */
  onChange: (value: V[]) => void;
}

/** Several choices (downshift `useSelect` + `useMultipleSelection`): the menu stays open, chips remove. */
export function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Не выбрано',
  helperText,
  error,
  disabled = false,
  fullWidth = true,
}: MultiSelectProps<V>) {
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
  const helper = error || helperText;
  return (
    <FieldRoot data-full-width={fullWidth || undefined}>
      <FieldLabel {...getLabelProps()}>{label}</FieldLabel>
      {selectedItems.length > 0 && (
        <Chips aria-label={`Выбрано: ${label}`}>
          {selectedItems.map((item) => (
            <li key={item.value}>
              <Chip selected onDelete={disabled ? undefined : () => toggle(item)} deleteLabel={`Убрать: ${item.label}`}>
                {item.label}
              </Chip>
            </li>
          ))}
        </Chips>
      )}
      <Anchor>
        <Toggle
          type="button"
          data-invalid={error ? '' : undefined}
          {...getToggleButtonProps(getDropdownProps({ preventKeyAction: isOpen, disabled } as object))}
        >
          <span data-part={selectedItems.length ? 'value' : 'placeholder'}>
            {selectedItems.length ? `Выбрано: ${selectedItems.length}` : placeholder}
          </span>
          <ChevronDown aria-hidden="true" />
        </Toggle>
        <Menu data-open={isOpen || undefined} {...getMenuProps()} aria-multiselectable="true">
          {isOpen &&
            options.map((option, index) => (
              <li
                key={option.value}
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item: option, index, 'aria-selected': value.includes(option.value) } as Parameters<
                  typeof getItemProps
                >[0])}
              >
                <span data-part="check">{value.includes(option.value) && <Check aria-hidden="true" />}</span>
                {option.label}
              </li>
            ))}
        </Menu>
      </Anchor>
      {helper && <FieldHelper data-invalid={error ? '' : undefined}>{helper}</FieldHelper>}
    </FieldRoot>
  );
}
