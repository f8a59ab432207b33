import type { TeacherCard } from '@school/contract';
import { Avatar, Skeleton } from '@school/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { panel } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../session';
import { useGetTeachersQuery } from '../api';
import { personName, telegramUrl } from '../courses';
import { TEACHER_TEXTS } from '../texts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  ${panel}

  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    overflow-wrap: anywhere;
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

function TeacherItem({ teacher }: { teacher: TeacherCard }) {
  const name = personName(teacher);
  return (
    <Item aria-labelledby={`teacher-${teacher.username}`}>
      <header>
        <Avatar name={name} src={teacher.avatar} size="lg" decorative />
        <h2 id={`teacher-${teacher.username}`}>{name}</h2>
      </header>
      {teacher.subjects.length > 0 && (
        <section>
          <h3>{TEACHER_TEXTS.subjects}</h3>
          <p>{teacher.subjects.join(', ')}</p>
        </section>
      )}
      {teacher.courses.length > 0 && (
        <section>
          <h3>{TEACHER_TEXTS.courses}</h3>
          <ul>
            {teacher.courses.map((course) => (
              <li key={course.id}>
                <Link to={paths.course.getHref(course.id)}>{course.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {teacher.about && (
        <section>
          <h3>{TEACHER_TEXTS.about}</h3>
          <p>{teacher.about}</p>
        </section>
      )}
      {teacher.telegram && (
        <a href={telegramUrl(teacher.telegram)} target="_blank" rel="noopener noreferrer">
          {TEACHER_TEXTS.telegram}: @{teacher.telegram.replace(/^@/, '')}
        </a>
      )}
    </Item>
  );
}

/** '/teachers' (sign-in required): the teachers of the viewer's courses (staff: all), how to reach them. */
export function TeachersPage() {
  const user = useCurrentUser();
  const query = useGetTeachersQuery(undefined, { skip: !user });
  if (!user) return <PageSkeleton />;
  if (query.data?.length === 0) {
    return <CenteredMessage title={TEACHER_TEXTS.title} text={`${TEACHER_TEXTS.empty} ${TEACHER_TEXTS.emptyHint}`} />;
  }
  return (
    <PageGrid>
      <h1>{TEACHER_TEXTS.title}</h1>
      {query.isError ? (
        <LoadFailed
          message={TEACHER_TEXTS.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data ? (
        <Grid>
          {query.data.map((teacher) => (
            <li key={teacher.username}>
              <TeacherItem teacher={teacher} />
            </li>
          ))}
        </Grid>
      ) : (
        <Skeleton variant="card" rows={3} aria-label={TEACHER_TEXTS.loading} />
      )}
    </PageGrid>
  );
}
