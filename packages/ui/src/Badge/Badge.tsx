import { CloseIcon } from '../icons/shell-icons.tsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';
import { roundButton } from '../theme/roundButton.ts';

export type BadgeTone = 'neutral' | 'primary' | 'secondary' | 'success' | 'error' | 'warning';

const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  }
  &[data-tone='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-tone='secondary'] {
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.onSecondary};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onSuccess};
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.color.error};
    color: ${({ theme }) => theme.color.onError};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.onWarning};
  }
  svg {
    width: ${({ theme }) => theme.size.icon.xs};
    height: ${({ theme }) => theme.size.icon.xs};
    flex: none;
  }
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour role: status badges use success/warning/error, role badges primary, subjects neutral. */
  tone?: BadgeTone;
  /** Leading icon. */
  icon?: ReactNode;
  /** The text: one or two words ('Учитель', 'Заблокирован'); the meaning is in it, not in the colour. */
  children?: ReactNode;
}

/** A small non-interactive label: role, subject, status ('В разработке', 'Ожидает регистрации'). */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <BadgeRoot data-tone={tone} {...rest}>
      {icon}
      {children}
    </BadgeRoot>
  );
}

const ChipRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-selected] {
    background: ${({ theme }) => theme.color.primarySubtle};
    border-color: ${({ theme }) => theme.color.accent};
  }
  /* after selected: a disabled chip loses its tint and strong edge, so it reads as unavailable;
     muted rather than textDisabled text, as a plain span is not exempt from contrast rules */
  &[data-disabled] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.divider};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-has-delete] {
    padding-right: ${({ theme }) => theme.space(1)};
  }
  button {
    ${roundButton((theme) => theme.size.inlineAction.sm)}
  }
  button:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  button:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`;

export interface ChipProps extends ComponentPropsWithRef<'span'> {
  /** Leading avatar or icon. */
  icon?: ReactNode;
  /** Highlight as chosen. */
  selected?: boolean;
  /** Shows a remove button; called when it is pressed. */
  onDelete?: () => void;
  /** Accessible name of the remove button. */
  deleteLabel?: string;
  /** Greyed out, as part of a disabled control (no remove button then). */
  disabled?: boolean;
}

/** A compact element for a value (a chosen subject, a user). Removable when `onDelete` is given. */
export function Chip({ icon, selected, onDelete, deleteLabel, disabled, children, ...rest }: ChipProps) {
  const removable = onDelete && !disabled;
  return (
    <ChipRoot
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-has-delete={removable ? '' : undefined}
      {...rest}
    >
      {icon}
      <span>{children}</span>
      {removable && (
        <button
          type="button"
          aria-label={deleteLabel ?? `Удалить: ${typeof children === 'string' ? children : ''}`}
          onClick={onDelete}
        >
          <CloseIcon />
        </button>
      )}
    </ChipRoot>
  );
}
