import { type ComponentPropsWithRef, type CSSProperties } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  [data-part='track'] {
    height: ${({ theme }) => theme.space(2)};
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.pill};
    /* the track's edge is what shows how far the bar could go: a boundary, so 3:1 against the surface */
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  [data-part='fill'] {
    height: 100%;
    /* the one runtime value: a custom property, so the rule itself stays static */
    width: var(--progress);
    border-radius: inherit;
    background: ${({ theme }) => theme.color.accent};
  }
  [data-part='caption'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-state='complete'] [data-part='fill'] {
    background: ${({ theme }) => theme.color.success};
  }
`;

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** How much is done, from 0 to `max`; clamped into that range. */
  value: number;
  /** The whole amount (materials in a course); above 0. */
  max: number;
  /** Accessible name of the bar: what it measures ('Пройдено материалов'). */
  label: string;
  /** Visible text under the bar ('3 из 10'); also read as the bar's value text. None: the bar alone. */
  caption?: string;
}

/** How far a task has got (a student's way through a course), as a bar and, optionally, a caption. */
export function ProgressBar({ value, max, label, caption, style, ...rest }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <Root
      data-state={clamped >= safeMax ? 'complete' : 'progress'}
      style={{ ...style, '--progress': `${percent}%` } as CSSProperties}
      {...rest}
    >
      <div
        data-part="track"
        role="progressbar"
        aria-label={label}
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuetext={caption}
      >
        <div data-part="fill" />
      </div>
      {caption && (
        /* read already as the bar's value text */
        <span data-part="caption" aria-hidden="true">
          {caption}
        </span>
      )}
    </Root>
  );
}
