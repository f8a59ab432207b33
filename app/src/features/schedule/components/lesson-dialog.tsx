import {
  LESSON_MAX_DURATION,
  LESSON_MAX_REPEAT_WEEKS,
  LESSON_MIN_DURATION,
  plannableSubjects,
  type Lesson,
  type User,
} from '@school/contract';
import { DatePicker, Select, TextField } from '@school/ui';
import styled from 'styled-components';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api';
import { useForm } from '../../../lib/form/use-form';
import { useCreateLessonMutation, useGetPlanningSubjectsQuery, useUpdateLessonMutation } from '../api';
import {
  createLessonBody,
  lessonFormSpec,
  lessonValues,
  newLessonValues,
  updateLessonBody,
  type LessonFieldName,
} from '../lesson-form';

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
 * 'Добавить занятие' and 'Изменить занятие': the subjects the viewer may plan, title, date, time,
 * duration, room link, notes and, for a new lesson, how many weeks it repeats. Mounted when it opens,
 * so each opening starts from its own values.
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
  const [create, created] = useCreateLessonMutation();
  const [update, updated] = useUpdateLessonMutation();
  const saving = created.isLoading || updated.isLoading;
  const failure = lesson ? updated.error : created.error;

  const submit = form.handleSubmit(async (values) => {
    if (lesson) {
      const result = await update(updateLessonBody(lesson.id, values));
      if (!result.error) onSaved('Занятие сохранено');
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
      submitLabel="Сохранить"
      submitLoading={saving}
      onSubmit={submit}
    >
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
        <TextField label="Время начала" type="time" {...text('time')} fullWidth />
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
      {failure && <Failure role="alert">{errorMessage(failure)}</Failure>}
    </FormDialog>
  );
}
