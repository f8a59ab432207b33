import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled.span`
  display: inline-flex;
  color: inherit;
  &[data-size='sm'] {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
  }
  &[data-tone='primary'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
  svg {
    width: 100%;
    height: 100%;
    animation: ${spin} 0.8s linear infinite;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    /* a slow turn still shows activity without the fast motion */
    svg {
      animation-duration: 2.4s !important;
      animation-iteration-count: infinite !important;
    }
  }
`;

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Diameter: sm 16 px (inside controls), md 24 px, lg 48 px (page). */
  size?: 'sm' | 'md' | 'lg';
  /** Colour: the current text colour, or the primary colour. */
  tone?: 'inherit' | 'primary';
  /** Accessible text announced to screen readers; empty hides the spinner from them (decorative). */
  label?: string;
}

/** Indeterminate progress indicator. */
export function Spinner({ size = 'md', tone = 'inherit', label = 'Загрузка', ...rest }: SpinnerProps) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Root data-size={size} data-tone={tone} {...a11y} {...rest}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </Root>
  );
}
