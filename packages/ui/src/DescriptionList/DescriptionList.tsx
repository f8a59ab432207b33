import { Fragment, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  &[data-align='start'] dd {
    overflow-wrap: anywhere;
  }
  &[data-align='end'] {
    grid-template-columns: auto auto;
    justify-content: space-between;
  }
  &[data-align='end'] dd {
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface DescriptionListItem {
  /** What the value is ('Телефон'); unique within the list. */
  term: string;
  /** The value itself. */
  description: ReactNode;
}

export interface DescriptionListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The pairs in reading order; with none the list is not rendered. */
  items: readonly DescriptionListItem[];
  /**
   * start: each value right after its term, a long one wrapping anywhere (an address, an e-mail);
   * end: values at the far edge in semibold, read down as a column (a summary's figures).
   */
  align?: 'start' | 'end';
}

/** Terms and their values, two columns: a profile's contacts, a card's figures. */
export function DescriptionList({ items, align = 'start', ...rest }: DescriptionListProps) {
  if (items.length === 0) return null;
  return (
    <Root data-align={align} {...rest}>
      {items.map(({ term, description }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </Fragment>
      ))}
    </Root>
  );
}
