import { ASSIGNMENT_STATUSES, mayTeach, type Assignment } from '@school/contract';
import { Badge, Skeleton } from '@school/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { MutedText, PlainList } from '../../../components/plain-list';
import { PageGrid } from '../../../components/page-grid';
import { PageSection, PanelRow } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { RouterButtonLink } from '../../../components/router-button-link';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../session';
import { useGetAssignmentsQuery } from '../api';
import { formatDue, groupForStudent, statusTone, type StudentGroup } from '../homework';
import { HOMEWORK_TEXTS as T } from '../texts';

const Row = styled(PanelRow)`
  [data-part='top'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** One assignment: its title as the link to it, the course and deadline, and the viewer's standing on it. */
function AssignmentRow({ assignment }: { assignment: Assignment }) {
  const status = assignment.status;
  return (
    <Row>
      <div data-part="top">
        <Link to={paths.assignment.getHref(assignment.id)}>{assignment.title}</Link>
        {status && (
          <Badge tone={statusTone(status)}>
            {status === 'checked' && assignment.score !== undefined
              ? `${ASSIGNMENT_STATUSES.checked}: ${T.score(assignment.score, assignment.maxScore)}`
              : ASSIGNMENT_STATUSES[status]}
          </Badge>
        )}
      </div>
      <MutedText>
        {assignment.courseTitle} · {T.due(formatDue(assignment.dueFor ?? assignment.dueAt))}
      </MutedText>
      {assignment.counts && <MutedText>{T.counts(assignment.counts)}</MutedText>}
    </Row>
  );
}

const GROUPS: StudentGroup[] = ['toDo', 'handedIn', 'done'];

/**
 * '/homework' (sign-in required): a student's assignments of every course, what is to do first, then what waits
 * for a check, then what is checked with its score; a teacher's assignments of the taught courses with the numbers
 * of their students' work, and the way to the works to check.
 */
export function HomeworkPage() {
  const user = useCurrentUser();
  const query = useGetAssignmentsQuery({}, { skip: !user });
  if (!user) return <PageSkeleton />;
  const teaching = mayTeach(user.roles);
  if (query.data?.length === 0) {
    return <CenteredMessage title={T.title} text={teaching ? T.emptyTeacher : T.emptyStudent} />;
  }
  const body = query.isError ? (
    <LoadFailed message={T.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  ) : !query.data ? (
    <Skeleton variant="card" rows={4} aria-label={T.loading} />
  ) : teaching ? (
    <PlainList aria-label={T.title}>
      {query.data.map((assignment) => (
        <AssignmentRow key={assignment.id} assignment={assignment} />
      ))}
    </PlainList>
  ) : (
    (() => {
      const groups = groupForStudent(query.data);
      return GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <PageSection key={group} aria-labelledby={`homework-${group}`}>
          <h2 id={`homework-${group}`}>{T[group]}</h2>
          <PlainList>
            {groups[group].map((assignment) => (
              <AssignmentRow key={assignment.id} assignment={assignment} />
            ))}
          </PlainList>
        </PageSection>
      ));
    })()
  );
  return (
    <PageGrid>
      <h1>{T.title}</h1>
      {teaching && (
        <Toolbar>
          <RouterButtonLink href={paths.reviewQueue.getHref()} variant="filled">
            {T.reviewQueue}
          </RouterButtonLink>
        </Toolbar>
      )}
      {body}
    </PageGrid>
  );
}
