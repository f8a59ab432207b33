import { format } from 'date-fns';
import type { CSSProperties } from 'react';
import styled, { useTheme } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';
import { subjectColor } from '../theme/subjectColor.ts';
import { lessonEnd, lessonName, lessonTime, type ScheduleLesson } from './lesson.ts';
import { titleLines } from './weekLayout.ts';

/** A lesson as a button with the subject's colour on its edge: the look the list and the grid share. */
const LessonButton = styled.button`
  display: grid;
  align-content: start;
  gap: 2px;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: none;
  border-left: ${({ theme }) => theme.size.weekSchedule.stripe} solid var(--subject);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;

  &:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }

  [data-part='time'] {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  [data-part='subject'] {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='title'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const ListButton = styled(LessonButton)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};

  [data-part='title'] {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: break-word;
  }
`;

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

/*
 * In the grid a block is as tall as the lesson is long and as wide as its column: time and subject share a
 * line and the title takes the lines left, wrapped between words and ending in an ellipsis (a word wider than
 * the block ends in one too, never broken in two). A lesson too short for two lines shows its start time and
 * title in one. A block narrower than `narrow` (lessons side by side, a narrow window) shows its start time
 * alone over a smaller title.
 * What does not fit is in the button's name and its tooltip (the `title`, which names the button: the
 * visible text is hidden from screen readers so they hear it once, whole).
 */
/* px above and below a grid block's text: thin, so an hour's block holds its time and two lines of a narrow title */
const BLOCK_PADDING = 1;

const GridButton = styled(LessonButton)`
  height: 100%;
  padding-block: ${BLOCK_PADDING}px;
  gap: 0;

  [data-part='meta'] {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    height: ${({ theme }) => theme.font.lineHeight.tight}em;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    white-space: nowrap;
  }
  /* One line: a subject that does not fit whole beside the time wraps out of sight rather than show a few letters. */
  [data-part='meta'] > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-part='title'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--title-lines);
    overflow: hidden;
    overflow-wrap: normal;
    text-overflow: ellipsis;
  }

  &[data-fit='line'] {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)};
    white-space: nowrap;
    [data-part='meta'] {
      flex: none;
    }
    [data-part='end'],
    [data-part='subject'] {
      display: none;
    }
    [data-part='title'] {
      display: block;
      min-width: 0;
    }
  }

  @container lesson (max-width: ${({ theme }) => theme.size.weekSchedule.narrow}) {
    padding-inline: ${({ theme }) => theme.space(1)};
    [data-part='end'],
    [data-part='subject'] {
      display: none;
    }
    [data-part='title'] {
      font-size: ${({ theme }) => theme.font.size.xs};
      -webkit-line-clamp: var(--title-lines-narrow);
    }
    &[data-fit-narrow='lines'] {
      display: grid;
      white-space: normal;
    }
    &[data-fit-narrow='lines'] [data-part='title'] {
      display: -webkit-box;
    }
  }
`;

/**
 * A lesson's block in the week grid, `minutes` tall: its text fitted to that height and, through the
 * container query above, to its width.
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

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
