import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';
import { roundButton } from '../theme/roundButton.ts';

const Root = styled.button`
  ${roundButton((theme) => theme.size.control.md)}
  flex: none;
  &[data-color='primary'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
  &[data-color='error'] {
    color: ${({ theme }) => theme.color.errorText};
  }
  &[data-variant='filled'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &[data-variant='filled']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &[data-size='sm'] {
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
  }
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-variant='filled']:disabled {
    background: ${({ theme }) => theme.color.skeleton};
  }
  svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  &[data-size='sm'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children' | 'color'> {
  /** Accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (a lucide-react element). */
  children: ReactNode;
  /** standard: transparent; filled: primary background. */
  variant?: 'standard' | 'filled';
  /** Icon colour on a transparent background. */
  color?: 'inherit' | 'primary' | 'error';
  /** sm 32 px, md 40 px, lg 48 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Called on a click, Enter or Space. */
  onClick?: ComponentPropsWithRef<'button'>['onClick'];
  /** 'button' by default, so it never submits a form by accident. */
  type?: ComponentPropsWithRef<'button'>['type'];
}

/** A button showing only an icon. */
export function IconButton({
  label,
  children,
  variant = 'standard',
  color = 'inherit',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root type={type} aria-label={label} data-variant={variant} data-color={color} data-size={size} {...rest}>
      {children}
    </Root>
  );
}
