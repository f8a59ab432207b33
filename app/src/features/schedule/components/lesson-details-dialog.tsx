import { mayEditLesson, type Lesson, type User } from '@school/contract';
import { Button, ConfirmDialog, LessonDetails } from '@school/ui';
import { useState } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useDeleteLessonMutation } from '../api';
import { toScheduleLesson } from '../lessons';
import { LazyLessonDialog } from './lazy-lesson-dialog';

export interface LessonDetailsDialogProps {
  viewer: User;
  /** The lesson whose details are open, or undefined. */
  lesson: Lesson | undefined;
  onClose: () => void;
}

/**
 * A lesson's details; its teacher and SENIOR and above also get 'Изменить' (the lesson dialog) and
 * 'Удалить', which asks first.
 */
export function LessonDetailsDialog({ viewer, lesson, onClose }: LessonDetailsDialogProps) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'details' | 'edit' | 'delete'>('details');
  const [remove, removing] = useDeleteLessonMutation();
  const editable = lesson !== undefined && mayEditLesson(viewer, lesson);
  const close = () => {
    setMode('details');
    onClose();
  };

  return (
    <>
      <LessonDetails
        lesson={lesson && mode === 'details' ? toScheduleLesson(lesson) : null}
        onClose={close}
        actions={
          editable && (
            <>
              <Button variant="text" color="error" onClick={() => setMode('delete')}>
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
          const result = await remove({ id: lesson.id });
          if (result.error) return setMode('details');
          dispatch(notify('Занятие удалено', 'success'));
          close();
        }}
      >
        {lesson && `«${lesson.title}» пропадет из расписания учеников. Другие занятия серии останутся.`}
      </ConfirmDialog>
    </>
  );
}
