import {
  FILE_ACCEPT,
  FILE_MAX_BYTES,
  MESSAGES,
  SUBMISSION_FILES_MAX,
  type Assignment,
  type StoredFile,
} from '@school/contract';
import { Button, ProgressBar, TextField } from '@school/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api';
import { clearDraft, readDraft, writeDraft } from '../../../lib/form/draft';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { uploadFile } from '../../../lib/upload-file';
import { useSaveDraftMutation, useSubmitWorkMutation } from '../api';
import { HOMEWORK_TEXTS as T } from '../texts';
import { FileList } from './file-list';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  [data-part='status'] {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='failure'] {
    margin: 0;
    color: ${({ theme }) => theme.color.errorText};
  }
  [data-part='progress'] {
    width: min(100%, 320px);
  }
`;

/* After the last keystroke, this long before the draft goes to the server: a save a pause, not a key. */
const DRAFT_DELAY_MS = 800;

const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

type DraftState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: string } | { state: 'failed' };

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; percent: number }
  | { state: 'failed'; message: string; file: File };

/** The browser's copy of the answer, kept until it is handed in: it outlives a reload and a lost network. */
const localKey = (assignmentId: string) => `homework:${assignmentId}`;

export interface HandInFormProps {
  assignment: Assignment;
  /** 'Сдать заново' after a return, 'Сдать работу' the first time. */
  again: boolean;
}

/**
 * The student's answer: text (Markdown with formulas), saved as a draft on the server as they type (so another
 * device finds it) and in the browser (so a reload or a lost network loses nothing), and up to
 * SUBMISSION_FILES_MAX files uploaded at once, each failure said with 'Повторить'. 'Сдать работу' hands in a new
 * version; after the deadline it is marked late, never refused.
 */
export function HandInForm({ assignment, again }: HandInFormProps) {
  const dispatch = useAppDispatch();
  const [saveDraft] = useSaveDraftMutation();
  const [submitWork, submitting] = useSubmitWorkMutation();
  /* The newer of the browser's copy and the server's draft: another device may have typed since. */
  const stored = readDraft<{ text: string; files: StoredFile[] }>(localKey(assignment.id));
  const serverNewer =
    assignment.draft !== null &&
    assignment.draft !== undefined &&
    (!stored || Date.parse(assignment.draft.savedAt) > stored.savedAt);
  const local = stored?.value;
  const [text, setText] = useState((serverNewer ? assignment.draft?.text : local?.text) ?? '');
  const [files, setFiles] = useState<StoredFile[]>(local?.files ?? []);
  const [draft, setDraft] = useState<DraftState>(
    assignment.draft ? { state: 'saved', at: assignment.draft.savedAt } : { state: 'idle' },
  );
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const typed = useRef(false);

  useEffect(() => {
    writeDraft(localKey(assignment.id), { text, files });
  }, [assignment.id, text, files]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      setDraft({ state: 'saving' });
      void saveDraft({ assignmentId: assignment.id, text }).then((result) =>
        setDraft('data' in result && result.data ? { state: 'saved', at: result.data.savedAt } : { state: 'failed' }),
      );
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [assignment.id, text, saveDraft]);

  const send = async (file: File) => {
    if (file.size > FILE_MAX_BYTES) {
      setUpload({ state: 'failed', message: MESSAGES.fileTooLarge, file });
      return;
    }
    setUpload({ state: 'uploading', name: file.name, percent: 0 });
    const result = await dispatch(
      uploadFile(file, (fraction) =>
        setUpload({ state: 'uploading', name: file.name, percent: Math.round(fraction * 100) }),
      ),
    );
    if ('file' in result) {
      setUpload({ state: 'idle' });
      setFiles((current) => [...current.filter((known) => known.id !== result.file.id), result.file]);
    } else setUpload({ state: 'failed', message: result.error, file });
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file chosen again must upload again
    for (const file of chosen.slice(0, SUBMISSION_FILES_MAX - files.length)) await send(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && files.length === 0) {
      setError(MESSAGES.submissionEmpty);
      return;
    }
    setError(null);
    const result = await submitWork({ assignmentId: assignment.id, text, fileIds: files.map((file) => file.id) });
    if ('error' in result) {
      setError(errorMessage(result.error, FALLBACK_ERROR_MESSAGE));
      return;
    }
    clearDraft(localKey(assignment.id));
    typed.current = false;
    setText('');
    setFiles([]);
    setDraft({ state: 'idle' });
    dispatch(notify(T.submitted, 'success'));
  };

  const full = files.length >= SUBMISSION_FILES_MAX;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={T.answer} noValidate>
      <TextField
        label={T.answer}
        multiline
        rows={8}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          setError(null);
        }}
        helperText={T.answerHint}
        error={error}
      />
      <p data-part="status" role="status">
        {draft.state === 'saving'
          ? T.draftSaving
          : draft.state === 'saved'
            ? T.draftSaved(timeFormat.format(new Date(draft.at)))
            : ''}
      </p>
      {draft.state === 'failed' && <p data-part="failure">{T.draftFailed}</p>}
      <FileList
        files={files}
        label={T.attach}
        onRemove={(file) => setFiles((current) => current.filter((known) => known.id !== file.id))}
        removeLabel={(file) => T.remove(file.name)}
      />
      {upload.state === 'uploading' && (
        <div data-part="progress">
          <ProgressBar value={upload.percent} max={100} label={upload.name} />
        </div>
      )}
      {upload.state === 'failed' && (
        <div data-part="actions" role="alert">
          <p data-part="failure">
            {T.uploadFailed}: {upload.message}
          </p>
          <Button variant="outlined" size="sm" onClick={() => void send(upload.file)}>
            {T.retry}
          </Button>
        </div>
      )}
      <div data-part="actions">
        <input ref={picker} type="file" accept={FILE_ACCEPT} multiple hidden onChange={(event) => void pick(event)} />
        <Button
          variant="outlined"
          disabled={full || upload.state === 'uploading'}
          onClick={() => picker.current?.click()}
        >
          {T.attach}
        </Button>
        <Button type="submit" variant="filled" loading={submitting.isLoading} disabled={upload.state === 'uploading'}>
          {again ? T.resubmit : T.submit}
        </Button>
      </div>
    </Form>
  );
}
