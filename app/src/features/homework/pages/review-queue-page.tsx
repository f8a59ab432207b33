import { mayTeach, type Submission } from '@school/contract';
import { Button, Select, Skeleton } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { MutedText, PlainList } from '../../../components/plain-list';
import { PageGrid } from '../../../components/page-grid';
import { PanelRow } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../session';
import { useGetAssignmentsQuery, useGetReviewQueueQuery } from '../api';
import { formatDue, lateBy } from '../homework';
import { HOMEWORK_TEXTS as T } from '../texts';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  max-width: 640px;
`;

function QueueRow({ work }: { work: Submission }) {
  return (
    <PanelRow>
      <TextLink to={paths.checkWork.getHref(work.assignmentId, work.student.username)}>
        {work.student.lastName} {work.student.firstName}: {work.assignmentTitle}
      </TextLink>
      <MutedText>
        {work.courseTitle} · {T.due(formatDue(work.dueFor))} · сдано {formatDue(work.submittedAt)}
        {work.late && `, ${T.late(lateBy(work.secondsLate))}`}
      </MutedText>
    </PanelRow>
  );
}

const ALL = '';

/**
 * '/homework/check' ('Непроверенные работы', teachers and SENIOR): handed-in work of the taught courses waiting for
 * a check, oldest deadline first, by course and assignment, a page at a time from the server.
 */
export function ReviewQueuePage() {
  const user = useCurrentUser();
  const teaching = user !== undefined && mayTeach(user.roles);
  const [courseId, setCourseId] = useState(ALL);
  const [assignmentId, setAssignmentId] = useState(ALL);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const assignments = useGetAssignmentsQuery({}, { skip: !teaching });
  const query = useGetReviewQueueQuery(
    {
      ...(courseId ? { courseId } : {}),
      ...(assignmentId ? { assignmentId } : {}),
      ...(cursor ? { cursor } : {}),
    },
    { skip: !teaching },
  );
  if (!user) return <PageSkeleton />;
  if (!teaching) return <CenteredMessage title={T.reviewQueue} text="Проверять работы могут только преподаватели." />;

  const taught = assignments.data ?? [];
  const courses = [...new Map(taught.map((task) => [task.courseId, task.courseTitle])).entries()];
  const tasks = taught.filter((task) => !courseId || task.courseId === courseId);
  const choose = (set: (value: string) => void) => (value: string | null) => {
    set(value ?? ALL);
    setCursor(undefined);
  };
  return (
    <PageGrid>
      <TextLink to={paths.homework.getHref()}>{T.backToList}</TextLink>
      <h1>{T.reviewQueue}</h1>
      <Filters>
        <Select
          label="Курс"
          value={courseId}
          onChange={(value) => {
            choose(setCourseId)(value);
            setAssignmentId(ALL);
          }}
          options={[{ value: ALL, label: 'Все курсы' }, ...courses.map(([id, title]) => ({ value: id, label: title }))]}
        />
        <Select
          label="Задание"
          value={assignmentId}
          onChange={choose(setAssignmentId)}
          options={[
            { value: ALL, label: 'Все задания' },
            ...tasks.map((task) => ({ value: task.id, label: task.title })),
          ]}
        />
      </Filters>
      {query.isError ? (
        <LoadFailed
          message="Не удалось загрузить работы."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Skeleton variant="card" rows={3} aria-label="Загрузка работ" />
      ) : query.data.items.length === 0 ? (
        <MutedText>Все работы проверены. Новые появятся здесь, когда ученики их сдадут.</MutedText>
      ) : (
        <>
          <PlainList aria-label={T.reviewQueue}>
            {query.data.items.map((work) => (
              <QueueRow key={work.id} work={work} />
            ))}
          </PlainList>
          {(cursor || query.data.next) && (
            <div>
              {cursor && (
                <Button variant="outlined" onClick={() => setCursor(undefined)}>
                  В начало списка
                </Button>
              )}{' '}
              {query.data.next && (
                <Button variant="outlined" onClick={() => setCursor(query.data?.next ?? undefined)}>
                  Следующие работы
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </PageGrid>
  );
}
