import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.ul`
  --course-gap: ${({ theme }) => theme.space(4)};
  display: grid;
  /* as many columns of at least size.courseCard as fit, three at most (a third of the row less its gaps), and
     never wider than the list itself: one column on a 360 px phone */
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(${({ theme }) => theme.size.courseCard}, (100% - 2 * var(--course-gap)) / 3)), 1fr)
  );
  gap: var(--course-gap);
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    min-width: 0;
  }
`;

export interface CourseGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** Accessible name of the list ('Курсы', 'Мои курсы'). */
  label: string;
  /** The cards (CourseCard), each put in its own list item. */
  children: ReactNode;
}

/** A catalogue of course cards: a list of one column on a phone, up to three on a wide screen. */
export function CourseGrid({ label, children, ...rest }: CourseGridProps) {
  return (
    <Root aria-label={label} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index}>{child}</li>
      ))}
    </Root>
  );
}
