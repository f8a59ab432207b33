import type { Lesson } from '@school/contract';
import { lessonCount, lessonTime } from '@school/ui';
import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import styled from 'styled-components';
import { toScheduleLesson } from '../lessons';

/** Clashes the warning names; the rest it counts. */
const NAMED = 3;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};

  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** 'понедельник, 16 ноября, 16:00–17:30' as the lesson's details write it: the viewer's zone, 24-hour. */
const dayAndTime = (lesson: Lesson): string => {
  const shown = toScheduleLesson(lesson);
  return `${format(shown.startsAt, 'EEEE, d MMMM', { locale: ru })}, ${lessonTime(shown)}`;
};

export interface LessonClashWarningProps {
  clashes: Lesson[];
  /** The lessons are another teacher's (a SENIOR moving a teacher's lesson), not the viewer's own. */
  othersLessons?: boolean;
}

/**
 * Said before a save whose time overlaps the teacher's own other lessons: which ones (title, day,
 * time), and that the time can be changed or the lesson saved anyway.
 */
export function LessonClashWarning({ clashes, othersLessons = false }: LessonClashWarningProps) {
  const whose = othersLessons ? 'у преподавателя' : 'у Вас';
  const more = clashes.length - NAMED;
  return (
    <Box role="alert">
      <p>
        <strong>
          В это время {whose} уже {clashes.length > 1 ? 'есть занятия' : 'есть занятие'}:
        </strong>
      </p>
      <ul aria-label="Пересекающиеся занятия">
        {clashes.slice(0, NAMED).map((lesson) => (
          <li key={lesson.id}>
            «{lesson.title}», {dayAndTime(lesson)}
          </li>
        ))}
        {more > 0 && <li>и еще {lessonCount(more)}</li>}
      </ul>
      <p>Измените время или сохраните занятие все равно.</p>
    </Box>
  );
}
