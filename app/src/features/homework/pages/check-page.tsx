import { MESSAGES, mayTeach, type Assignment, type CheckDecision, type Submission } from '@school/contract';
import { Button, NumberField, Skeleton, TextField } from '@school/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { preloadMarkdown } from '../../../components/markdown-text';
import { MutedText, PlainList } from '../../../components/plain-list';
import { PageGrid } from '../../../components/page-grid';
import { panel } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useCurrentUser } from '../../session';
import { homeworkApi, useCheckWorkMutation, useGetAssignmentsQuery, useGetSubmissionsQuery } from '../api';
import { WorkVersion } from '../components/work-version';
import { HOMEWORK_TEXTS as T } from '../texts';

preloadMarkdown();

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  ${panel}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='failure'] {
    margin: 0;
    color: ${({ theme }) => theme.color.errorText};
  }
`;

interface CheckFormProps {
  assignment: Assignment;
  work: Submission;
  /** Where to go once the check is saved: the next work of the queue, or the queue. */
  onDone: () => void;
}

/** Points per criterion (or one score), a comment, and 'Вернуть на доработку' or 'Проверено'. */
function CheckForm({ assignment, work, onDone }: CheckFormProps) {
  const dispatch = useAppDispatch();
  const [checkWork, saving] = useCheckWorkMutation();
  const criteria = assignment.criteria;
  const [points, setPoints] = useState<(number | null)[]>(() =>
    criteria.length > 0 ? criteria.map((_, index) => work.criteriaScores[index] ?? null) : [work.score],
  );
  const [comment, setComment] = useState(work.comment);
  const [error, setError] = useState<string | null>(null);
  const [decision, setDecision] = useState<CheckDecision>('checked');
  const maxOf = (index: number) => (criteria.length > 0 ? criteria[index]!.maxPoints : assignment.maxScore);
  const total = points.reduce<number>((sum, value) => sum + (value ?? 0), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const over = points.findIndex((value, index) => value !== null && value > maxOf(index));
    if (over >= 0) return setError(MESSAGES.scoreAboveMax(maxOf(over)));
    const missing = points.some((value) => value === null);
    if (decision === 'checked' && missing) {
      return setError(criteria.length > 0 ? MESSAGES.criteriaScoresRequired : MESSAGES.scoreRequired);
    }
    setError(null);
    const given = missing ? {} : criteria.length > 0 ? { criteriaScores: points as number[] } : { score: points[0]! };
    const result = await checkWork({ assignmentId: assignment.id, id: work.id, comment, decision, ...given });
    if ('error' in result) return setError(errorMessage(result.error, FALLBACK_ERROR_MESSAGE));
    dispatch(notify(decision === 'checked' ? 'Работа проверена' : 'Работа возвращена на доработку', 'success'));
    onDone();
  };

  return (
    <Form aria-labelledby="check-title" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="check-title">Проверка</h2>
      {points.map((value, index) => (
        <NumberField
          key={index}
          label={
            criteria.length > 0
              ? `${criteria[index]!.title} (из ${criteria[index]!.maxPoints})`
              : `Баллы (из ${assignment.maxScore})`
          }
          value={value}
          min={0}
          max={maxOf(index)}
          onChange={(next) => {
            setPoints((current) => current.map((old, at) => (at === index ? next : old)));
            setError(null);
          }}
          fullWidth
        />
      ))}
      {criteria.length > 0 && <MutedText>Итого: {T.score(total, assignment.maxScore)}</MutedText>}
      <TextField
        label={T.comment}
        multiline
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && (
        <p data-part="failure" role="alert">
          {error}
        </p>
      )}
      <div data-part="actions">
        <Button
          type="submit"
          variant="outlined"
          onClick={() => setDecision('returned')}
          loading={saving.isLoading && decision === 'returned'}
        >
          Вернуть на доработку
        </Button>
        <Button
          type="submit"
          variant="filled"
          onClick={() => setDecision('checked')}
          loading={saving.isLoading && decision === 'checked'}
        >
          Проверено
        </Button>
      </div>
    </Form>
  );
}

/**
 * '/homework/check/:assignmentId/:username': a student's latest work beside the check (points, comment, decision),
 * the earlier versions below; once saved, the next work of the queue opens without going back to the list.
 */
export function CheckPage() {
  const { assignmentId = '', username = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const teaching = user !== undefined && mayTeach(user.roles);
  const assignments = useGetAssignmentsQuery({}, { skip: !teaching });
  const works = useGetSubmissionsQuery({ assignmentId, username }, { skip: !teaching });
  if (!user) return <PageSkeleton />;
  if (!teaching) return <CenteredMessage title={T.reviewQueue} text="Проверять работы могут только преподаватели." />;
  const assignment = assignments.data?.find((candidate) => candidate.id === assignmentId);
  const latest = works.data?.[0];

  const next = async () => {
    const request = dispatch(homeworkApi.endpoints.getReviewQueue.initiate({}, { forceRefetch: true }));
    const queue = await request;
    request.unsubscribe(); // asked once for the next work, not kept subscribed
    const following = queue.data?.items.find(
      (item) => !(item.assignmentId === assignmentId && item.student.username === username),
    );
    await navigate(
      following
        ? paths.checkWork.getHref(following.assignmentId, following.student.username)
        : paths.reviewQueue.getHref(),
    );
  };

  const body =
    assignments.isError || works.isError ? (
      <LoadFailed
        message="Не удалось загрузить работу."
        onRetry={() => void Promise.all([assignments.refetch(), works.refetch()])}
        retrying={assignments.isFetching || works.isFetching}
      />
    ) : !assignments.data || !works.data ? (
      <Skeleton variant="card" rows={3} aria-label="Загрузка работы" />
    ) : !assignment || !latest ? (
      <MutedText>Работа не найдена.</MutedText>
    ) : (
      <>
        <Layout>
          <WorkVersion
            work={latest}
            heading={`${latest.student.lastName} ${latest.student.firstName}, ${T.version(latest.version).toLowerCase()}`}
            level={2}
          />
          <CheckForm key={latest.id} assignment={assignment} work={latest} onDone={() => void next()} />
        </Layout>
        {works.data.length > 1 && (
          <section aria-labelledby="earlier-versions">
            <h2 id="earlier-versions">Предыдущие версии</h2>
            <PlainList>
              {works.data.slice(1).map((work) => (
                <li key={work.id}>
                  <WorkVersion work={work} level={3} />
                </li>
              ))}
            </PlainList>
          </section>
        )}
      </>
    );
  return (
    <PageGrid>
      <TextLink to={paths.reviewQueue.getHref()}>К непроверенным работам</TextLink>
      <h1>{assignment?.title ?? T.reviewQueue}</h1>
      {assignment && <MutedText>{assignment.courseTitle}</MutedText>}
      {body}
    </PageGrid>
  );
}
