import { NumberField, TextField } from '@school/ui';
import { SUBJECT_SCORE_MAX, SUBJECT_SCORE_MIN, type Subject } from '@school/contract';
import styled from 'styled-components';
import { FormDialog } from '../../../components/form-dialog';
import { TEXTS } from '../../../config/texts';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useCreateSubjectMutation, useUpdateSubjectMutation } from './api';
import { SUBJECT_TEXTS } from './texts';
import { subjectBody, useSubjectForm } from './use-subject-form';

const Scores = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

export interface SubjectDialogProps {
  /** The subject to edit; without it the dialog creates a new one. */
  subject?: Subject;
  onClose: () => void;
}

/**
 * Create or edit one subject. Mount it only while it is open: each opening starts from the subject
 * (or blank) with nothing checked. A refusal from the server arrives as the common toast and the
 * dialog stays open with everything typed.
 */
export function SubjectDialog({ subject, onClose }: SubjectDialogProps) {
  const dispatch = useAppDispatch();
  const form = useSubjectForm(subject);
  const [create, creating] = useCreateSubjectMutation();
  const [update, updating] = useUpdateSubjectMutation();
  const busy = creating.isLoading || updating.isLoading;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = subjectBody(values);
    const result = subject ? await update(body) : await create(body);
    if ('error' in result) return;
    dispatch(notify(subject ? SUBJECT_TEXTS.saved : SUBJECT_TEXTS.created, 'success'));
    onClose();
  });

  const scoreField = (name: 'min' | 'max', label: string) => {
    const { value, error } = form.field(name);
    return (
      <NumberField
        label={label}
        name={name}
        min={SUBJECT_SCORE_MIN}
        max={SUBJECT_SCORE_MAX}
        value={value === '' ? null : Number(value)}
        onChange={(next) => form.setValue(name, next === null ? '' : String(next))}
        error={error}
        fullWidth
      />
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={subject ? SUBJECT_TEXTS.editTitle : SUBJECT_TEXTS.createTitle}
      submitLabel={subject ? TEXTS.save : TEXTS.submit}
      submitDisabled={!form.valid || busy}
      submitLoading={busy}
      onSubmit={onSubmit}
    >
      <TextField label={SUBJECT_TEXTS.nameLabel} autoComplete="off" fullWidth {...form.field('name')} />
      {subject ? (
        <TextField
          label={SUBJECT_TEXTS.shortnameLabel}
          value={subject.shortname}
          readOnly
          helperText={SUBJECT_TEXTS.shortnameReadOnly}
          fullWidth
        />
      ) : (
        <TextField
          label={SUBJECT_TEXTS.shortnameLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          fullWidth
          {...form.field('shortname')}
          helperText={form.field('shortname').helperText ?? SUBJECT_TEXTS.shortnameHint}
        />
      )}
      <Scores>
        {scoreField('min', SUBJECT_TEXTS.minLabel)}
        {scoreField('max', SUBJECT_TEXTS.maxLabel)}
      </Scores>
    </FormDialog>
  );
}
