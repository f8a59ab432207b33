import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Root = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  user-select: none;
  &[data-size='sm'] {
    width: ${({ theme }) => theme.size.avatar.sm};
    height: ${({ theme }) => theme.size.avatar.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.size.avatar.md};
    height: ${({ theme }) => theme.size.avatar.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.size.avatar.lg};
    height: ${({ theme }) => theme.size.avatar.lg};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-size='xl'] {
    width: ${({ theme }) => theme.size.avatar.xl};
    height: ${({ theme }) => theme.size.avatar.xl};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** First letters of the first two words, upper-cased: 'Иван Петров' -> 'ИП'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Full name: the accessible name and the source of the initials fallback. */
  name: string;
  /** Image URL or data URL; initials are shown when absent or when it fails to load. */
  src?: string | null;
  /** sm 32, md 40, lg 64, xl 96 px. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide from assistive technology when the name is already written next to it. */
  decorative?: boolean;
}

/** A user's photo, or their initials when there is none. */
export function Avatar({ name, src, size = 'md', decorative = false, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <Root data-size={size} data-fallback={!showImage || undefined} {...a11y} {...rest}>
      {showImage ? <img src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} /> : initialsOf(name)}
    </Root>
  );
}
