import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ButtonRoot, type ButtonLookProps } from './Button.tsx';

export interface ButtonLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'color'>, ButtonLookProps {
  /** Where it leads: another site, a room link, a `webcal:` feed the phone's calendar subscribes to. */
  href: string;
  /** The label: what following the link does ('Подключиться', 'Добавить в календарь'). */
  children?: ReactNode;
}

/**
 * A link with a button's look, for the few places where following a link is the main action beside
 * buttons (the lesson's room, subscribing to the calendar): a screen reader still calls it a link,
 * and it opens in a new tab like any link.
 */
export function ButtonLink({
  variant = 'filled',
  color = 'primary',
  size = 'md',
  startIcon,
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <ButtonRoot
      as="a"
      data-variant={variant}
      data-color={color}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
    >
      {startIcon && (
        <span data-part="icon" aria-hidden="true">
          {startIcon}
        </span>
      )}
      <span data-part="label">{children}</span>
    </ButtonRoot>
  );
}
