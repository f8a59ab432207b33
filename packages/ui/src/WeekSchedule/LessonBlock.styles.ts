import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

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

/** A lesson with its title in full (LessonBlock). */
export const ListButton = styled(LessonButton)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};

  [data-part='title'] {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: break-word;
  }
`;

/* px above and below a grid block's text: thin, so an hour's block holds its time and two lines of a narrow title */
export const BLOCK_PADDING = 1;

/**
 * A lesson's block in the grid (GridBlock), as tall as the lesson is long and as wide as its column: time and
 * subject share a line and the title takes the lines left (`--title-lines`), wrapped between words and ending in an
 * ellipsis (a word wider than the block ends in one too, never broken in two). A lesson too short for two lines
 * (`data-fit='line'`) shows its start time and title in one. A block narrower than `narrow` (lessons side by side, a
 * narrow window) shows its start time alone over a smaller title (`--title-lines-narrow`, `data-fit-narrow`).
 */
export const GridButton = styled(LessonButton)`
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

/** LessonList. */
export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
