import { mayTeach, showsTeacherView, type User } from '@school/contract';
import { Suspense, useState } from 'react';
import { MutedText } from '../../../components/plain-list';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
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

/**
 * The signed-in home page: greeting, counts, filler cards, the month's schedule, the teacher view.
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
        <Card title="Непроверенные работы" aria-label="Непроверенные работы">
          <MutedText>Здесь появятся работы, которые ждут проверки.</MutedText>
        </Card>
        <Card title="Текущие дедлайны" aria-label="Текущие дедлайны">
          <MutedText>Здесь появятся ближайшие сроки сдачи заданий.</MutedText>
        </Card>
      </Grid>
      <Card title={TEXTS.monthCalendarTitle} aria-label={TEXTS.monthCalendarTitle}>
        <Month viewer={user} />
      </Card>
      {showsTeacherView(user.roles) && <TeacherManagement viewer={user} />}
    </PageGrid>
  );
}
