import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { Video } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { ButtonLink } from '../Button/ButtonLink.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { subjectColor } from '../theme/subjectColor.ts';
import { lessonTime, type ScheduleLesson } from './lesson.ts';
import { Details, DetailsFooter } from './LessonDetails.styles.ts';

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
          <DetailsFooter>
            {actions}
            {lesson.link && (
              /* the button's look on a link: the room opens in a new tab */
              <ButtonLink href={lesson.link} target="_blank" rel="noopener noreferrer" startIcon={<Video />}>
                Подключиться
              </ButtonLink>
            )}
          </DetailsFooter>
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
