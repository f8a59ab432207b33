import { format } from 'date-fns';
import type { CSSProperties } from 'react';
import { useTheme } from 'styled-components';
import { subjectColor } from '../theme/subjectColor.ts';
import { lessonEnd, lessonName, lessonTime, type ScheduleLesson } from './lesson.ts';
import { BLOCK_PADDING, GridButton, List, ListButton } from './LessonBlock.styles.ts';
import { titleLines } from './weekLayout.ts';

const colour = (lesson: ScheduleLesson, theme: ReturnType<typeof useTheme>) =>
  ({ '--subject': subjectColor(lesson.subject, theme.name) }) as CSSProperties;

/* The lines are blocks, so the button's name reads them with pauses: '18:30–20:00 Физика Механика'. */
/** A lesson with its title in full: time, subject and title one under another. */
export function LessonBlock({
  lesson,
  onClick,
}: {
  lesson: ScheduleLesson;
  onClick?: (lesson: ScheduleLesson) => void;
}) {
  const theme = useTheme();
  return (
    <ListButton type="button" style={colour(lesson, theme)} onClick={() => onClick?.(lesson)}>
      <time data-part="time" dateTime={lesson.startsAt.toISOString()}>
        {lessonTime(lesson)}
      </time>
      <span data-part="subject">{lesson.subjectName}</span>
      <span data-part="title">{lesson.title}</span>
    </ListButton>
  );
}

/**
 * A lesson's block in the week grid, `minutes` tall: its text fitted to that height and, through GridButton's
 * container query, to its width. What does not fit is in the button's name and its tooltip (the `title`, which
 * names the button: the visible text is hidden from screen readers so they hear it once, whole).
 */
export function GridBlock({
  lesson,
  minutes,
  onClick,
}: {
  lesson: ScheduleLesson;
  minutes: number;
  onClick?: (lesson: ScheduleLesson) => void;
}) {
  const theme = useTheme();
  const line = (fontSize: string) => parseFloat(fontSize) * theme.font.lineHeight.tight;
  const box = {
    hour: parseFloat(theme.size.weekSchedule.hour),
    padding: 2 * BLOCK_PADDING,
    metaLine: line(theme.font.size.xs),
  };
  const lines = titleLines(minutes, { ...box, titleLine: line(theme.font.size.sm) });
  const narrowLines = titleLines(minutes, { ...box, titleLine: line(theme.font.size.xs) });
  const style = { ...colour(lesson, theme), '--title-lines': lines, '--title-lines-narrow': narrowLines };
  return (
    <GridButton
      type="button"
      title={lessonName(lesson)}
      style={style as CSSProperties}
      data-fit={lines === 0 ? 'line' : 'lines'}
      data-fit-narrow={narrowLines === 0 ? 'line' : 'lines'}
      onClick={() => onClick?.(lesson)}
    >
      <span data-part="meta" aria-hidden="true">
        <time data-part="time" dateTime={lesson.startsAt.toISOString()}>
          <span data-part="start">{format(lesson.startsAt, 'HH:mm')}</span>
          <span data-part="end">–{format(lessonEnd(lesson), 'HH:mm')}</span>
        </time>
        <span data-part="subject">{lesson.subjectName}</span>
      </span>
      <span data-part="title" aria-hidden="true">
        {lesson.title}
      </span>
    </GridButton>
  );
}

export interface LessonListProps {
  /** In the order given. */
  lessons: ScheduleLesson[];
  onLessonClick?: (lesson: ScheduleLesson) => void;
  'aria-label'?: string;
}

/** Lessons one under another with their titles in full: a day's lessons (the phone week, a chosen day). */
export function LessonList({ lessons, onLessonClick, 'aria-label': label }: LessonListProps) {
  return (
    <List aria-label={label}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <LessonBlock lesson={lesson} onClick={onLessonClick} />
        </li>
      ))}
    </List>
  );
}
