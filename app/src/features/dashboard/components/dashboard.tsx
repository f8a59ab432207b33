import { ASSIGNMENT_STATUSES, mayTeach, showsTeacherView, type DashboardDeadline, type User } from '@school/contract';
import { Suspense, useState } from 'react';
import { MutedText, PlainList } from '../../../components/plain-list';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { formatDue } from '../../../lib/due-date';
import { useSeen } from '../../../lib/use-seen';
import { Card, CountCard, media, Skeleton, useMediaQuery } from '@school/ui';
import styled from 'styled-components';
import { PageGrid } from '../../../components/page-grid';
import { LessonsMonth } from '../../lessons';
import { useAfterPageShown } from '../../session';
import { dashboardApi, useGetDashboardQuery } from '../api';
import { TeacherManagement } from './teacher-management';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** Its counts for any viewer, and the teaching staff where it shows the teacher view (the month: LessonsMonth). */
export const firstCalls: FirstCalls = (viewer) => [
  dashboardApi.util.prefetch('getDashboard', undefined, {}),
  ...(showsTeacherView(viewer.roles) ? [dashboardApi.util.prefetch('getTeachingStaff', undefined, {})] : []),
];

/**
 * The month, at once where it is on the first screen. On a phone the cards above it fill that screen, and its files
 * (react-day-picker and date-fns, 18 kB) and the month's lessons would share a slow line's first seconds with what
 * is on it (issue 16): there it comes once the page has shown, or as soon as its place is scrolled to.
 */
function Month({ viewer }: { viewer: User }) {
  const phone = useMediaQuery(media.phone);
  const afterPageShown = useAfterPageShown();
  const [placeholder, seen] = useSeen<HTMLDivElement>();
  // Once there, it stays: a phone turned back upright must not lose the month.
  const [wanted, setWanted] = useState(false);
  if (!wanted && (!phone || afterPageShown || seen)) setWanted(true);
  const loading = <Skeleton ref={placeholder} variant="table" rows={6} aria-label="Загрузка календаря" />;
  if (!wanted) return loading;
  return (
    <Suspense fallback={loading}>
      <LessonsMonth viewer={viewer} />
    </Suspense>
  );
}

/* Shown while a count loads or when it could not be read: never a made-up number. */
const UNKNOWN = '—';

const Deadline = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  [data-part='title'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/**
 * 'Текущие дедлайны': the student's next deadlines not handed in yet (a work returned for rework says so), or the
 * teacher's assignments closing soonest, as GET /api/dashboard lists them.
 */
function Deadlines({ deadlines }: { deadlines: DashboardDeadline[] | undefined }) {
  if (!deadlines) return <MutedText>{UNKNOWN}</MutedText>;
  if (deadlines.length === 0) return <MutedText>Ближайших сроков сдачи нет.</MutedText>;
  return (
    <PlainList aria-label="Ближайшие сроки сдачи">
      {deadlines.map((deadline) => (
        <Deadline key={deadline.assignmentId}>
          <span data-part="title">{deadline.title}</span>
          <MutedText>
            {deadline.courseTitle}, до {formatDue(deadline.dueAt)}
            {deadline.status === 'returned' && `, ${ASSIGNMENT_STATUSES.returned.toLowerCase()}`}
          </MutedText>
        </Deadline>
      ))}
    </PlainList>
  );
}

/**
 * The signed-in home page: greeting, counts, the next deadlines, the month's schedule, the teacher view.
 * Each count is what its card says, as the server counts it (GET /api/dashboard): the viewer's courses, and for
 * staff the school's students or a teacher's students (the spec's 6 and 84 were placeholders).
 */
export function Dashboard({ user }: { user: User }) {
  const { data: counts } = useGetDashboardQuery();
  return (
    <PageGrid>
      <h1>Здравствуйте, {user.firstName}!</h1>
      <Grid>
        <CountCard label="Текущие курсы" value={counts?.courses ?? UNKNOWN} />
        {mayTeach(user.roles) && <CountCard label="Ученики" value={counts?.students ?? UNKNOWN} />}
        {/* A teacher's works to check; a student's own works waiting for the teacher's check. */}
        <CountCard
          label="Непроверенные работы"
          value={
            counts ? (
              <TextLink
                to={mayTeach(user.roles) ? paths.reviewQueue.getHref() : paths.homework.getHref()}
                aria-label={`Непроверенные работы: ${counts.unchecked}`}
              >
                {counts.unchecked}
              </TextLink>
            ) : (
              UNKNOWN
            )
          }
        />
        <Card title="Текущие дедлайны" aria-label="Текущие дедлайны">
          <Deadlines deadlines={counts?.deadlines} />
          <TextLink to={paths.homework.getHref()}>Все задания</TextLink>
        </Card>
      </Grid>
      <Card title={TEXTS.monthCalendarTitle} aria-label={TEXTS.monthCalendarTitle}>
        <Month viewer={user} />
      </Card>
      {showsTeacherView(user.roles) && <TeacherManagement viewer={user} />}
    </PageGrid>
  );
}
