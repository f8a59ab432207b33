import { TEXTS } from '../../../config/texts';
import { Card } from '@school/ui';
import styled from 'styled-components';
import { ScheduleCalendar } from '../components/schedule-calendar';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** '/calendar' (sign-in required, so the user is loaded here): this week's schedule. */
export function CalendarPage() {
  return (
    <Page>
      <h1>{TEXTS.weekScheduleTitle}</h1>
      <Card aria-label="Календарь недели">
        <ScheduleCalendar view="week" />
      </Card>
    </Page>
  );
}
