import type { CourseDetail } from '@school/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { COURSE_TEXTS } from '../texts';
import { MaterialKindIcon } from './material-kind-icon';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  [data-part='kind'] {
    display: inline-flex;
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='kind'] svg {
    width: 100%;
    height: 100%;
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  [data-part='seen'] {
    margin-left: auto;
    flex: none;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.successText};
  }
`;

/**
 * The course's modules with their materials, each with its kind's icon. Those who may read the course open a
 * material from its title; an enrolled student sees which ones they have opened; everybody else reads the titles.
 */
export function CourseOutline({ course }: { course: CourseDetail }) {
  if (course.modules.length === 0) return <p>{COURSE_TEXTS.noOutline}</p>;
  return (
    <Root>
      {course.modules.map((module) => (
        <section key={module.id} aria-labelledby={`module-${module.id}`}>
          <h3 id={`module-${module.id}`}>{module.title}</h3>
          <ol>
            {module.materials.map((material) => (
              <li key={material.id}>
                <MaterialKindIcon kind={material.kind} />
                {course.readsContent ? (
                  <Link to={paths.material.getHref(course.id, material.id)}>{material.title}</Link>
                ) : (
                  <span>{material.title}</span>
                )}
                {material.seen && <span data-part="seen">{COURSE_TEXTS.seen}</span>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Root>
  );
}
