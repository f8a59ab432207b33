import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { focusRing } from '../theme/focusRing.ts';

export type ButtonVariant = 'filled' | 'outlined' | 'text';
export type ButtonColor = 'primary' | 'secondary' | 'error';
export type ButtonSize = 'sm' | 'md' | 'lg';

export const ButtonRoot = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.size.border} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  user-select: none;
  white-space: nowrap;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-color='primary'] {
    --fill: ${({ theme }) => theme.color.primary};
    --fill-hover: ${({ theme }) => theme.color.primaryHover};
    --on-fill: ${({ theme }) => theme.color.onPrimary};
    --ink: ${({ theme }) => theme.color.primaryText};
  }
  &[data-color='secondary'] {
    --fill: ${({ theme }) => theme.color.secondary};
    --fill-hover: ${({ theme }) => theme.color.secondaryHover};
    --on-fill: ${({ theme }) => theme.color.onSecondary};
    --ink: ${({ theme }) => theme.color.secondaryText};
  }
  &[data-color='error'] {
    --fill: ${({ theme }) => theme.color.error};
    --fill-hover: ${({ theme }) => theme.color.errorHover};
    --on-fill: ${({ theme }) => theme.color.onError};
    --ink: ${({ theme }) => theme.color.errorText};
  }

  &[data-variant='filled'] {
    background: var(--fill);
    color: var(--on-fill);
  }
  &[data-variant='filled']:hover:not(:disabled) {
    background: var(--fill-hover);
  }
  &[data-variant='outlined'] {
    background: transparent;
    color: var(--ink);
    border-color: currentColor;
  }
  &[data-variant='text'] {
    background: transparent;
    color: var(--ink);
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  &[data-variant='outlined']:hover:not(:disabled),
  &[data-variant='text']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }

  &[data-size='sm'] {
    min-height: ${({ theme }) => theme.size.control.sm};
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  &[data-size='lg'] {
    min-height: ${({ theme }) => theme.size.control.lg};
    padding-inline: ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-full-width] {
    width: 100%;
  }

  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([data-loading]) {
    color: ${({ theme }) => theme.color.textDisabled};
    border-color: transparent;
  }
  &[data-variant='filled']:disabled:not([data-loading]) {
    background: ${({ theme }) => theme.color.skeleton};
  }
  &[data-variant='outlined']:disabled:not([data-loading]) {
    border-color: ${({ theme }) => theme.color.divider};
  }

  /* the label keeps its width while loading so the button does not jump */
  &[data-loading] > [data-part='label'] {
    opacity: 0;
  }
  > [data-part='spinner'] {
    position: absolute;
  }
  > [data-part='icon'] {
    display: inline-flex;
  }
  > [data-part='icon'] > svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
`;

/** How a button looks: Button's props that ButtonLink, a link with a button's look, takes too. */
export interface ButtonLookProps {
  /** Emphasis: filled for the main action, outlined for secondary actions, text for the least. */
  variant?: ButtonVariant;
  /** Colour role: primary purple, secondary orange, error red for destructive actions. */
  color?: ButtonColor;
  /** Height: sm 32 px, md 40 px, lg 48 px. */
  size?: ButtonSize;
  /** Icon before the label (a lucide-react icon element). */
  startIcon?: ReactNode;
  /** Stretches it to the width of its container. */
  fullWidth?: boolean;
}

/* the HTML `color` attribute is obsolete: `color` is the look's colour role */
export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'>, ButtonLookProps {
  /** The label: a verb naming the result ('Сохранить', 'Отправить код'). */
  children?: ReactNode;
  /** Called on a click, Enter or Space; not while disabled or loading. */
  onClick?: ComponentPropsWithRef<'button'>['onClick'];
  /** 'button' by default, so it never submits a form by accident; 'submit' for a form's main action. */
  type?: ComponentPropsWithRef<'button'>['type'];
  /** Shows a spinner, keeps the width and blocks clicks while an action runs. */
  loading?: boolean;
  /** Icon after the label. */
  endIcon?: ReactNode;
}

/** The platform's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'filled',
  color = 'primary',
  size = 'md',
  loading = false,
  startIcon,
  endIcon,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <ButtonRoot
      type={type}
      data-variant={variant}
      data-color={color}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner data-part="spinner" size="sm" label="" />}
      {startIcon && (
        <span data-part="icon" aria-hidden="true" style={loading ? { visibility: 'hidden' } : undefined}>
          {startIcon}
        </span>
      )}
      <span data-part="label">{children}</span>
      {endIcon && (
        <span data-part="icon" aria-hidden="true" style={loading ? { visibility: 'hidden' } : undefined}>
          {endIcon}
        </span>
      )}
    </ButtonRoot>
  );
}
