import type { User } from '@school/contract';
import { Calendar, LessonList, lessonCount, type CalendarEvent } from '@school/ui';
import { format, isSameDay } from 'date-fns';
import { ru } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/load-failed';
import type { FirstCalls } from '../../../lib/first-calls';
import { MutedText } from '../../../components/plain-list';
import { lessonsApi, useGetLessonsQuery } from '../api';
import { monthGridRange, toScheduleLesson } from '../lessons';
import { LessonDetailsDialog } from './lesson-details-dialog';

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** The month's lessons, which it shows first for any viewer. */
export const firstCalls: FirstCalls = () => [lessonsApi.util.prefetch('getLessons', monthGridRange(new Date()), {})];

/**
 * The dashboard's month: weeks from Monday, no header and no week numbers; a day's lessons are marked in
 * their subjects' colours, as /calendar draws them, and its button says how many and of which subjects;
 * choosing a day (today at first) lists its lessons.
 */
export function LessonsMonth({ viewer }: { viewer: User }) {
  const [today] = useState(() => new Date());
  const [day, setDay] = useState(today);
  const { data, error, isFetching, refetch } = useGetLessonsQuery(monthGridRange(today));
  const lessons = useMemo(() => (data ?? []).map(toScheduleLesson), [data]);
  const events = useMemo<CalendarEvent[]>(
    () =>
      lessons.map((lesson) => ({
        id: lesson.id,
        date: lesson.startsAt,
        title: lesson.title,
        subject: lesson.subject,
        subjectName: lesson.subjectName,
      })),
    [lessons],
  );
  const ofDay = lessons.filter((lesson) => isSameDay(lesson.startsAt, day));
  const [openId, setOpenId] = useState<string | null>(null);
  const dayName = format(day, 'd MMMM', { locale: ru });

  return (
    <>
      <Calendar view="month" date={today} events={events} selected={day} onSelectDay={setDay} />
      {error ? (
        <LoadFailed message="Не удалось загрузить занятия." onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Day aria-live="polite">
          <h3>
            {dayName}: {ofDay.length > 0 ? lessonCount(ofDay.length) : 'занятий нет'}
          </h3>
          {ofDay.length > 0 ? (
            <LessonList
              lessons={ofDay}
              aria-label={`Занятия ${dayName}`}
              onLessonClick={(lesson) => setOpenId(lesson.id)}
            />
          ) : (
            <MutedText>Выберите в календаре день с занятиями, чтобы увидеть их здесь.</MutedText>
          )}
        </Day>
      )}
      <LessonDetailsDialog
        viewer={viewer}
        lesson={data?.find((lesson) => lesson.id === openId)}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
