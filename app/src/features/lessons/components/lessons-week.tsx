import { mayPlanLessons, type User } from '@school/contract';
import { Button, WeekSchedule } from '@school/ui';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useGetLessonsQuery } from '../api';
import { toScheduleLesson, weekRange } from '../lessons';
import { LazyLessonDialog } from './lazy-lesson-dialog';
import { LessonDetailsDialog } from './lesson-details-dialog';

export interface LessonsWeekProps {
  viewer: User;
  /** Any day of the week shown: the page keeps it, its heading says which week it is. */
  week: Date;
  onWeekChange: (monday: Date) => void;
}

/**
 * /calendar: the week of lessons the viewer sees, from Monday. Teachers and staff add lessons here,
 * and change or delete theirs from a lesson's details.
 */
export function LessonsWeek({ viewer, week, onWeekChange }: LessonsWeekProps) {
  const plans = mayPlanLessons(viewer);
  const { data, isLoading, isFetching, error, refetch } = useGetLessonsQuery(weekRange(week));
  const lessons = useMemo(() => (data ?? []).map(toScheduleLesson), [data]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const dispatch = useAppDispatch();

  return (
    <>
      <WeekSchedule
        week={week}
        lessons={lessons}
        onWeekChange={onWeekChange}
        onLessonClick={(lesson) => setOpenId(lesson.id)}
        headingLevel={2}
        loading={isLoading}
        // A teacher is told how to fill the week; a student (new or not) only that it is free.
        emptyText={
          plans ? 'На этой неделе занятий нет. Чтобы запланировать занятие, нажмите «Добавить занятие».' : undefined
        }
        message={
          error && !isLoading ? (
            <LoadFailed
              message="Не удалось загрузить расписание."
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : undefined
        }
        actions={
          plans && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Добавить занятие
            </Button>
          )
        }
      />
      {adding && (
        <LazyLessonDialog
          viewer={viewer}
          day={week}
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            dispatch(notify(message, 'success'));
          }}
        />
      )}
      <LessonDetailsDialog
        viewer={viewer}
        lesson={data?.find((lesson) => lesson.id === openId)}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
