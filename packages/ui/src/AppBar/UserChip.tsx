import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.size.userChipMaxWidth};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(1)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus-visible {
    ${focusRing()}
  }
  [data-part='text'] {
    display: grid;
    min-width: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  [data-part='name'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-part='sr'] {
    ${({ theme }) => theme.visuallyHidden}
  }
  [data-part='role'] {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(1)};
    border-color: transparent;
    /* visually hidden, still the button's accessible name */
    [data-part='text'] {
      ${({ theme }) => theme.visuallyHidden}
    }
  }
`;

export interface UserChipProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Full name. */
  name: string;
  /** Role name shown under the name ('Ученик'). */
  roleName: string;
  /** Avatar image. */
  avatarSrc?: string | null;
}

/** The signed-in user in the app bar; opens the profile drawer. On phones only the avatar shows. */
export function UserChip({ name, roleName, avatarSrc, type = 'button', ...rest }: UserChipProps) {
  return (
    <Root type={type} aria-haspopup="dialog" {...rest}>
      <Avatar name={name} src={avatarSrc} size="sm" decorative />
      <span data-part="text">
        <span data-part="name">{name}</span>
        <span data-part="role">
          <span data-part="sr">, </span>
          {roleName}
        </span>
      </span>
    </Root>
  );
}
