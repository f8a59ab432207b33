import { FILE_ACCEPT, FILE_MAX_BYTES, FILE_TYPES, fileUrl, MESSAGES, type StoredFile } from '@school/contract';
import { Button, FileChip, ProgressBar } from '@school/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { EDITOR_TEXTS as T } from './texts';
import { uploadFile } from '../../../lib/upload-file';

const Root = styled.div`
  display: grid;
  /* a column no wider than the row, so a long file name is cut by the chip's ellipsis */
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};

  [data-part='progress'] {
    width: min(100%, 320px);
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.errorText};
`;

/* 'PDF', 'DOCX'... as the chip shows them; an image is stored as WebP whatever it arrived as. */
const typeLabel = (type: string) => FILE_TYPES[type as keyof typeof FILE_TYPES] ?? '';

export interface FileAttachProps {
  file: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  /** The contract's message when the material has no file yet and a save was tried. */
  error?: string;
}

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: string };

/**
 * 'Прикрепить файл': picks one file and uploads it at once, with its progress; the chip shows the attached file.
 * The picker offers FILE_ACCEPT, but any file goes to the server, which reads the type from the bytes and says why
 * it refuses (400, 413, 415) in its own words.
 */
export function FileAttach({ file, onChange, error }: FileAttachProps) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again must upload again
    if (!chosen) return;
    if (chosen.size > FILE_MAX_BYTES) {
      setUpload({ state: 'failed', message: MESSAGES.fileTooLarge });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ state: 'uploading', percent: 0 });
    const result = await dispatch(
      uploadFile(
        chosen,
        (fraction) => {
          if (!current.signal.aborted) setUpload({ state: 'uploading', percent: Math.round(fraction * 100) });
        },
        current.signal,
      ),
    );
    if (current.signal.aborted) return;
    if ('file' in result) {
      setUpload({ state: 'idle' });
      onChange(result.file);
    } else setUpload({ state: 'failed', message: result.error });
  };

  const uploading = upload.state === 'uploading';
  return (
    <Root>
      {file && (
        <FileChip
          name={file.name}
          size={file.size}
          type={typeLabel(file.type)}
          href={fileUrl(file.id)}
          onRemove={() => onChange(null)}
          removeLabel={T.removeFile(file.name)}
        />
      )}
      <Button variant="outlined" loading={uploading} onClick={() => input.current?.click()}>
        {file ? T.replaceFile : T.attach}
      </Button>
      <input
        ref={input}
        type="file"
        accept={FILE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="material-file-input"
        onChange={(event) => void pick(event)}
      />
      {uploading && (
        <ProgressBar
          data-part="progress"
          label={T.uploading}
          value={upload.percent}
          max={100}
          caption={T.uploadProgress(upload.percent)}
        />
      )}
      {upload.state === 'failed' ? (
        <Failure role="alert">{upload.message}</Failure>
      ) : (
        !file && !uploading && error && <Failure role="alert">{error}</Failure>
      )}
    </Root>
  );
}
