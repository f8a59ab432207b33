import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const CardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
  &[data-variant='outlined'] {
    box-shadow: none;
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  > header h2,
  > header h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading of the card; names the region. */
  title?: ReactNode;
  /** Heading level for the title (fits the page outline). */
  headingLevel?: 2 | 3;
  /** Element at the end of the header (an action). */
  action?: ReactNode;
  /** elevated: shadow; outlined: border. */
  variant?: 'elevated' | 'outlined';
  /** The card's content under its header. */
  children?: ReactNode;
}

/** A surface grouping related content (dashboard cards, settings sections). */
export function Card({ title, headingLevel = 2, action, variant = 'elevated', children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardRoot data-variant={variant} {...rest}>
      {(title || action) && (
        <header>
          {title && <Heading>{title}</Heading>}
          {action}
        </header>
      )}
      {children}
    </CardRoot>
  );
}

const CountRoot = styled(CardRoot)`
  justify-content: space-between;
  height: ${({ theme }) => theme.size.countCard};
  ${({ theme }) => theme.media.phone} {
    height: ${({ theme }) => theme.size.countCardPhone};
  }
  [data-part='label'] {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-part='value'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  [data-part='top'] {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='icon'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

export interface CountCardProps extends ComponentPropsWithRef<'section'> {
  /** What is counted ('Текущие курсы'). */
  label: string;
  /** The number (or short value). */
  value: ReactNode;
  /** Icon in the top-right corner. */
  icon?: ReactNode;
}

/** Dashboard card with one big number: 140 px high, 170 px on phones. */
export function CountCard({ label, value, icon, ...rest }: CountCardProps) {
  return (
    <CountRoot data-variant="elevated" aria-label={label} {...rest}>
      <div data-part="top">
        <p data-part="label">{label}</p>
        {icon && (
          <span data-part="icon" aria-hidden="true">
            {icon}
          </span>
        )}
      </div>
      <p data-part="value">{value}</p>
    </CountRoot>
  );
}
