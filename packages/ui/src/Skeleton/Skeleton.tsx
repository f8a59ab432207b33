import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`50% { opacity: 0.55; }`;

const Bone = styled.span`
  display: block;
  background: ${({ theme }) => theme.color.skeleton};
  border-radius: ${({ theme }) => theme.radius.sm};
  animation: ${pulse} 1.6s ease-in-out infinite;
  &[data-shape='line'] {
    height: 1em;
  }
  &[data-shape='line'][data-last] {
    width: 60%;
  }
  &[data-shape='circle'] {
    width: ${({ theme }) => theme.size.avatar.md};
    height: ${({ theme }) => theme.size.avatar.md};
    border-radius: 50%;
    flex: none;
  }
  &[data-shape='block'] {
    height: ${({ theme }) => theme.size.skeletonBlock};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-shape='cell'] {
    height: ${({ theme }) => theme.space(5)};
  }
`;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  &[data-variant='avatar'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  &[data-variant='card'] {
    padding: ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  [data-part='lines'] {
    flex: 1;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-row] {
    display: grid;
    grid-template-columns: 2fr 3fr 2fr 2fr;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Shape of the content that is loading. */
  variant?: 'text' | 'avatar' | 'card' | 'table';
  /** Lines of text, or table rows. */
  rows?: number;
  /** Accessible name of the loading region. */
  'aria-label'?: string;
}

/** Placeholder shown while content loads; announced once as a busy status. */
export function Skeleton({ variant = 'text', rows = 3, 'aria-label': label = 'Загрузка', ...rest }: SkeletonProps) {
  const lines = Array.from({ length: rows }, (_, i) => i);
  return (
    <Root role="status" aria-busy="true" aria-label={label} data-variant={variant} {...rest}>
      {variant === 'text' &&
        lines.map((i) => <Bone key={i} data-shape="line" data-last={i === rows - 1 || undefined} />)}
      {variant === 'avatar' && (
        <>
          <Bone data-shape="circle" />
          <div data-part="lines">
            <Bone data-shape="line" />
            <Bone data-shape="line" data-last />
          </div>
        </>
      )}
      {variant === 'card' && (
        <>
          <Bone data-shape="line" data-last />
          <Bone data-shape="block" />
          <Bone data-shape="line" />
        </>
      )}
      {variant === 'table' &&
        lines.map((i) => (
          <div key={i} data-row="">
            <Bone data-shape="cell" />
            <Bone data-shape="cell" />
            <Bone data-shape="cell" />
            <Bone data-shape="cell" />
          </div>
        ))}
    </Root>
  );
}
