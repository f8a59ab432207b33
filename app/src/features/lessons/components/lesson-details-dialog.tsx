import { mayEditLesson, type Lesson, type User } from '@school/contract';
import { Button, ChoiceChips, ConfirmDialog, LessonDetails } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useDeleteLessonMutation } from '../api';
import { seriesScopeOptions, type SeriesScope } from '../lesson-form';
import { toScheduleLesson } from '../lessons';
import { LazyLessonDialog } from './lazy-lesson-dialog';

const Question = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
  }
`;

export interface LessonDetailsDialogProps {
  viewer: User;
  /** The lesson whose details are open, or undefined. */
  lesson: Lesson | undefined;
  onClose: () => void;
}

/**
 * A lesson's details; its teacher and SENIOR and above also get 'Изменить' (the lesson dialog) and
 * 'Удалить', which asks first, and for a lesson of a series whether the later ones go too.
 */
export function LessonDetailsDialog({ viewer, lesson, onClose }: LessonDetailsDialogProps) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'details' | 'edit' | 'delete'>('details');
  const [remove, removing] = useDeleteLessonMutation();
  const [scope, setScope] = useState<SeriesScope>('one');
  const editable = lesson !== undefined && mayEditLesson(viewer, lesson);
  const close = () => {
    setMode('details');
    onClose();
  };
  const askDelete = () => {
    setScope('one');
    setMode('delete');
  };

  return (
    <>
      <LessonDetails
        lesson={lesson && mode === 'details' ? toScheduleLesson(lesson) : null}
        onClose={close}
        actions={
          editable && (
            <>
              <Button variant="text" color="error" onClick={askDelete}>
                Удалить
              </Button>
              <Button variant="outlined" onClick={() => setMode('edit')}>
                Изменить
              </Button>
            </>
          )
        }
      />
      {lesson && mode === 'edit' && (
        <LazyLessonDialog
          viewer={viewer}
          lesson={lesson}
          day={new Date(lesson.startsAt)}
          onClose={() => setMode('details')}
          onSaved={(message) => {
            dispatch(notify(message, 'success'));
            close();
          }}
        />
      )}
      <ConfirmDialog
        open={lesson !== undefined && mode === 'delete'}
        title="Удалить занятие?"
        destructive
        confirmLabel="Удалить"
        cancelLabel="Отмена"
        loading={removing.isLoading}
        onCancel={() => setMode('details')}
        onConfirm={async () => {
          if (!lesson) return;
          const result = await remove({ id: lesson.id, ...(scope === 'following' && { series: true }) });
          if (result.error) return setMode('details');
          dispatch(notify(scope === 'following' ? 'Занятия серии удалены' : 'Занятие удалено', 'success'));
          close();
        }}
      >
        {lesson && (
          <Question>
            <p>
              {scope === 'following'
                ? `«${lesson.title}» и следующие занятия серии пропадут из расписания учеников.`
                : `«${lesson.title}» пропадет из расписания учеников.`}{' '}
              Ученики получат уведомление.
            </p>
            {lesson.seriesId && (
              <ChoiceChips label="Удалить" options={seriesScopeOptions} value={scope} onChange={setScope} />
            )}
          </Question>
        )}
      </ConfirmDialog>
    </>
  );
}
