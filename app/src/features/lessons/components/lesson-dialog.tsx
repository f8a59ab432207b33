import {
  LESSON_MAX_DURATION,
  LESSON_MAX_REPEAT_WEEKS,
  LESSON_MIN_DURATION,
  plannableSubjects,
  type Lesson,
  type User,
} from '@school/contract';
import { ChoiceChips, DatePicker, Select, TextField, TimeField } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api';
import { useForm } from '../../../lib/form/use-form';
import {
  useCheckLessonClashesMutation,
  useCreateLessonMutation,
  useGetPlanningSubjectsQuery,
  useUpdateLessonMutation,
} from '../api';
import {
  clashesBody,
  createLessonBody,
  lessonFormSpec,
  lessonValues,
  newLessonValues,
  seriesScopeOptions,
  updateLessonBody,
  type LessonFieldName,
  type SeriesScope,
} from '../lesson-form';
import { LessonClashWarning } from './lesson-clash-warning';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.errorText};
`;

export interface LessonDialogProps {
  viewer: User;
  /** The lesson to change; absent for a new one. */
  lesson?: Lesson;
  /** The day a new lesson starts on. */
  day: Date;
  onClose: () => void;
  /** Saved: what to tell the user. */
  onSaved: (message: string) => void;
}

/**
 * 'Добавить занятие' and 'Изменить занятие': the subjects the viewer may plan, title, date, time
 * (24-hour), duration, room link, notes and, for a new lesson, how many weeks it repeats; a lesson of a
 * series asks whether the change is for it alone or for it and every later one. Before saving it asks
 * the server whether the time clashes with the teacher's own lessons (docs/decisions/010): if so it
 * names them and the next 'Сохранить все равно' saves, unless the time changes first. Mounted when it
 * opens, so each opening starts from its own values.
 */
export function LessonDialog({ viewer, lesson, day, onClose, onSaved }: LessonDialogProps) {
  const { data: subjects = [] } = useGetPlanningSubjectsQuery();
  const options = plannableSubjects(viewer, subjects).map((subject) => ({
    value: subject.shortname,
    label: subject.name,
  }));
  const form = useForm<LessonFieldName>(
    lessonFormSpec,
    lesson
      ? lessonValues(lesson)
      : newLessonValues(day, viewer.subjectsTeach.length === 1 ? viewer.subjectsTeach[0] : ''),
  );
  const [scope, setScope] = useState<SeriesScope>('one');
  const [create, created] = useCreateLessonMutation();
  const [update, updated] = useUpdateLessonMutation();
  const [checkClashes, checking] = useCheckLessonClashesMutation();
  /* The clashes of the planned time last asked about; shown while the form still plans that time. */
  const [clashes, setClashes] = useState<{ key: string; lessons: Lesson[] } | null>(null);
  const planned = clashesBody(form.values, lesson, scope);
  const plannedKey = JSON.stringify(planned);
  const shownClashes = clashes?.key === plannedKey && clashes.lessons.length > 0 ? clashes.lessons : null;
  const saving = created.isLoading || updated.isLoading || checking.isLoading;
  const failure = lesson ? updated.error : created.error;

  const submit = form.handleSubmit(async (values) => {
    /* Warned about this very time already: the teacher saves it deliberately. */
    if (planned && !shownClashes) {
      const answer = await checkClashes(planned);
      if (answer.data && answer.data.length > 0) {
        setClashes({ key: plannedKey, lessons: answer.data });
        return;
      }
    }
    if (lesson) {
      const result = await update(updateLessonBody(lesson.id, values, scope));
      if (!result.error) onSaved(scope === 'following' ? 'Занятия серии сохранены' : 'Занятие сохранено');
      return;
    }
    const result = await create(createLessonBody(values));
    if (result.error) return;
    const count = result.data.ids.length;
    onSaved(count > 1 ? `Добавлено занятий: ${count}` : 'Занятие добавлено');
  });

  const text = (name: LessonFieldName) => {
    const { status: _status, ...props } = form.field(name);
    return props;
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={lesson ? 'Изменить занятие' : 'Добавить занятие'}
      submitLabel={shownClashes ? 'Сохранить все равно' : 'Сохранить'}
      submitLoading={saving}
      onSubmit={submit}
    >
      {lesson?.seriesId && (
        <ChoiceChips label="Изменить" options={seriesScopeOptions} value={scope} onChange={setScope} />
      )}
      <Select
        label="Предмет"
        placeholder="Выберите предмет"
        options={options}
        value={form.values.subject || null}
        onChange={(value) => form.setValue('subject', value)}
        error={form.field('subject').error}
        fullWidth
      />
      <TextField label="Тема" {...text('title')} fullWidth />
      <Row>
        <DatePicker
          label="Дата"
          value={form.values.date}
          onChange={(value) => form.setValue('date', value)}
          error={form.field('date').error}
          fullWidth
        />
        <TimeField
          label="Время начала"
          value={form.values.time}
          onChange={(value) => form.setValue('time', value)}
          error={form.field('time').error}
          fullWidth
        />
        <TextField
          label="Длительность, мин"
          type="number"
          inputMode="numeric"
          min={LESSON_MIN_DURATION}
          max={LESSON_MAX_DURATION}
          step={15}
          {...text('duration')}
          fullWidth
        />
      </Row>
      <TextField
        label="Ссылка на занятие"
        type="url"
        placeholder="https://"
        helperText="Комната онлайн-урока: ученики откроют ее кнопкой «Подключиться»"
        {...text('link')}
        fullWidth
      />
      <TextField label="Заметки" multiline rows={3} {...text('notes')} fullWidth />
      {!lesson && (
        <TextField
          label="Повторять, недель"
          type="number"
          inputMode="numeric"
          min={1}
          max={LESSON_MAX_REPEAT_WEEKS}
          helperText="1 — только этот раз; больше — каждую неделю в то же время"
          {...text('repeatWeeks')}
          fullWidth
        />
      )}
      {shownClashes && (
        <LessonClashWarning
          clashes={shownClashes}
          othersLessons={lesson !== undefined && lesson.teacher.username !== viewer.username}
        />
      )}
      {failure && <Failure role="alert">{errorMessage(failure)}</Failure>}
    </FormDialog>
  );
}
