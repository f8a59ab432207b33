import { showsTeacherView, type User } from '@school/contract';
import { MutedText } from '../../../components/plain-list';
import { DASHBOARD_PLACEHOLDERS, TEXTS } from '../../../config/texts';
import { Card, CountCard } from '@school/ui';
import styled from 'styled-components';
import { PageGrid } from '../../../components/page-grid';
import { ScheduleCalendar } from '../../schedule';
import { TeacherManagement } from './teacher-management';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** The signed-in home page: greeting, counts, filler cards, the month's schedule, the teacher view. */
export function Dashboard({ user }: { user: User }) {
  return (
    <PageGrid>
      <h1>Здравствуйте, {user.firstName}!</h1>
      <Grid>
        <CountCard label="Текущие курсы" value={DASHBOARD_PLACEHOLDERS.courses} />
        <CountCard label="Ученики" value={DASHBOARD_PLACEHOLDERS.students} />
        <Card title="Непроверенные работы" aria-label="Непроверенные работы">
          <MutedText>Здесь появятся работы, которые ждут проверки.</MutedText>
        </Card>
        <Card title="Текущие дедлайны" aria-label="Текущие дедлайны">
          <MutedText>Здесь появятся ближайшие сроки сдачи заданий.</MutedText>
        </Card>
      </Grid>
      <Card title={TEXTS.monthCalendarTitle} aria-label={TEXTS.monthCalendarTitle}>
        <ScheduleCalendar view="month" />
      </Card>
      {showsTeacherView(user.roles) && <TeacherManagement viewer={user} />}
    </PageGrid>
  );
}
