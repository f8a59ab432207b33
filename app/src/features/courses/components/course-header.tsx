import type { CourseDetail } from '@school/contract';
import { Badge, courseBadgeRow, courseSubjectLine, subjectColor } from '@school/ui';
import type { CSSProperties, ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { courseBadges, formatPrice } from '../courses';

const Root = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  [data-part='subject'] {
    ${courseSubjectLine}
  }
  ul {
    ${courseBadgeRow}
  }
  [data-part='row'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  [data-part='price'] {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The course's subject, title, exam and classes, price, and the viewer's actions on it. */
export function CourseHeader({ course, actions }: { course: CourseDetail; actions?: ReactNode }) {
  const theme = useTheme();
  return (
    <Root style={{ '--course-accent': subjectColor(course.subject, theme.name) } as CSSProperties}>
      <p data-part="subject">{course.subjectName}</p>
      <h1>{course.title}</h1>
      <ul aria-label="О курсе кратко">
        {courseBadges(course).map((badge) => (
          <li key={badge.label}>
            <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
          </li>
        ))}
      </ul>
      <div data-part="row">
        <p data-part="price">{formatPrice(course.priceRub)}</p>
        {actions && <div data-part="actions">{actions}</div>}
      </div>
    </Root>
  );
}
