import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { Video } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { ButtonLink } from '../Button/ButtonLink.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { subjectColor } from '../theme/subjectColor.ts';
import { lessonTime, type ScheduleLesson } from './lesson.ts';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  [data-part='subject'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='subject']::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space(3)};
    height: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: var(--subject);
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

export interface LessonDetailsProps {
  /** The lesson shown; null keeps the dialog closed. */
  lesson: ScheduleLesson | null;
  /** Esc, the close icon or the backdrop. */
  onClose: () => void;
  /** More buttons before 'Подключиться' (a teacher's 'Изменить' and 'Удалить'). */
  actions?: ReactNode;
}

/**
 * A lesson's details in a dialog named by its title: subject, day and time, teacher, notes, and
 * 'Подключиться', a link that opens the online room in a new tab.
 */
export function LessonDetails({ lesson, onClose, actions }: LessonDetailsProps) {
  const theme = useTheme();
  return (
    <Dialog
      open={lesson !== null}
      onClose={onClose}
      title={lesson?.title}
      actions={
        lesson && (actions || lesson.link) ? (
          <Footer>
            {actions}
            {lesson.link && (
              /* the button's look on a link: the room opens in a new tab */
              <ButtonLink href={lesson.link} target="_blank" rel="noopener noreferrer" startIcon={<Video />}>
                Подключиться
              </ButtonLink>
            )}
          </Footer>
        ) : undefined
      }
    >
      {lesson && (
        <Details>
          <dt>Предмет</dt>
          <dd>
            <span
              data-part="subject"
              style={{ '--subject': subjectColor(lesson.subject, theme.name) } as CSSProperties}
            >
              {lesson.subjectName}
            </span>
          </dd>
          <dt>Когда</dt>
          <dd>
            {format(lesson.startsAt, 'EEEE, d MMMM', { locale: ru })}, {lessonTime(lesson)}
          </dd>
          {lesson.teacherName && (
            <>
              <dt>Преподаватель</dt>
              <dd>{lesson.teacherName}</dd>
            </>
          )}
          {lesson.notes && (
            <>
              <dt>Заметки</dt>
              <dd>{lesson.notes}</dd>
            </>
          )}
        </Details>
      )}
    </Dialog>
  );
}
