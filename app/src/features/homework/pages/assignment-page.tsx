import { ASSIGNMENT_STATUSES, type Assignment, type Submission } from '@school/contract';
import { Badge, Skeleton } from '@school/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { MarkdownText, preloadMarkdown } from '../../../components/markdown-text';
import { MutedText, PlainList } from '../../../components/plain-list';
import { PageGrid } from '../../../components/page-grid';
import { PageSection } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { RouterButtonLink } from '../../../components/router-button-link';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../session';
import { useGetAssignmentsQuery, useGetSubmissionsQuery } from '../api';
import { FileList } from '../components/file-list';
import { HandInForm } from '../components/hand-in-form';
import { WorkVersion } from '../components/work-version';
import { formatDue, statusTone } from '../homework';
import { HOMEWORK_TEXTS as T } from '../texts';

preloadMarkdown();

const Task = styled(PageSection)`
  ul[data-part='criteria'] {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function TaskSection({ assignment }: { assignment: Assignment }) {
  return (
    <Task aria-labelledby="assignment-task">
      <h2 id="assignment-task">{T.task}</h2>
      {assignment.body.trim() && <MarkdownText minHeadingLevel={3}>{assignment.body}</MarkdownText>}
      <FileList files={assignment.files} label="Файлы задания" />
      {assignment.criteria.length > 0 ? (
        <div>
          <MutedText>
            {T.criteria} ({T.maxScore(assignment.maxScore).toLowerCase()}):
          </MutedText>
          <ul data-part="criteria">
            {assignment.criteria.map((criterion) => (
              <li key={criterion.title}>{T.criterion(criterion.title, criterion.maxPoints)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <MutedText>{T.maxScore(assignment.maxScore)}</MutedText>
      )}
    </Task>
  );
}

/** The student's side: the answer form while a hand-in is open, then every version with its check. */
function StudentSide({ assignment }: { assignment: Assignment }) {
  const versions = useGetSubmissionsQuery({ assignmentId: assignment.id });
  const latest: Submission | undefined = versions.data?.[0];
  const closed = latest?.status === 'checked';
  const refused = latest?.status === 'returned' && !assignment.resubmit;
  return (
    <>
      {closed ? (
        <MutedText>{T.closed}</MutedText>
      ) : refused ? (
        <MutedText>{T.noResubmit}</MutedText>
      ) : versions.data ? (
        <HandInForm assignment={assignment} again={latest !== undefined} />
      ) : null}
      {versions.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
      ) : (
        versions.data &&
        versions.data.length > 0 && (
          <Task aria-labelledby="assignment-versions">
            <h2 id="assignment-versions">{T.versions}</h2>
            <PlainList>
              {versions.data.map((work) => (
                <li key={work.id}>
                  <WorkVersion work={work} />
                </li>
              ))}
            </PlainList>
          </Task>
        )
      )}
    </>
  );
}

/** The teachers' side: the numbers, and each student's latest work with the way to check it. */
function TeacherSide({ assignment }: { assignment: Assignment }) {
  const works = useGetSubmissionsQuery({ assignmentId: assignment.id });
  const latest = (works.data ?? []).filter(
    (work, index, all) => all.findIndex((other) => other.student.username === work.student.username) === index,
  );
  return (
    <Task aria-labelledby="assignment-works">
      <h2 id="assignment-works">Работы учеников</h2>
      {assignment.counts && <MutedText>{T.counts(assignment.counts)}</MutedText>}
      {works.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void works.refetch()} retrying={works.isFetching} />
      ) : !works.data ? (
        <Skeleton variant="text" rows={3} aria-label={T.loading} />
      ) : latest.length === 0 ? (
        <MutedText>Работ пока нет.</MutedText>
      ) : (
        <PlainList>
          {latest.map((work) => (
            <li key={work.id}>
              <TextLink to={paths.checkWork.getHref(assignment.id, work.student.username)}>
                {work.student.lastName} {work.student.firstName}
              </TextLink>{' '}
              <MutedText as="span">
                · {T.version(work.version)}, {formatDue(work.submittedAt)}
                {work.status === 'checked' && work.score !== null && ` · ${T.score(work.score, work.maxScore)}`}
              </MutedText>
            </li>
          ))}
        </PlainList>
      )}
    </Task>
  );
}

/** '/homework/:id': the task, its deadline and the viewer's standing; the answer form or the students' works. */
export function AssignmentPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const query = useGetAssignmentsQuery({}, { skip: !user });
  if (!user) return <PageSkeleton />;
  if (query.isError) {
    return (
      <PageGrid>
        <h1>{T.title}</h1>
        <LoadFailed message={T.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </PageGrid>
    );
  }
  if (!query.data) return <PageSkeleton />;
  const assignment = query.data.find((candidate) => candidate.id === id);
  if (!assignment) {
    return (
      <CenteredMessage title={T.notFound} text={T.notFoundHint}>
        <RouterButtonLink href={paths.homework.getHref()} variant="filled">
          {T.backToList}
        </RouterButtonLink>
      </CenteredMessage>
    );
  }
  const teaching = assignment.counts !== undefined;
  return (
    <PageGrid>
      <TextLink to={paths.homework.getHref()}>{T.backToList}</TextLink>
      <h1>{assignment.title}</h1>
      <Facts>
        <MutedText>
          {assignment.courseTitle} · {T.due(formatDue(assignment.dueFor ?? assignment.dueAt))}
        </MutedText>
        {assignment.status && (
          <Badge tone={statusTone(assignment.status)}>{ASSIGNMENT_STATUSES[assignment.status]}</Badge>
        )}
      </Facts>
      <TaskSection assignment={assignment} />
      {teaching ? <TeacherSide assignment={assignment} /> : <StudentSide assignment={assignment} />}
    </PageGrid>
  );
}
