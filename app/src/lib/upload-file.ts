import { FILE_UPLOAD_PATH, fileSchema, type StoredFile } from '@school/contract';
import { errorMessage, FALLBACK_ERROR_MESSAGE, withSession } from './api';

/** How an upload ended: the stored file, or the server's Russian reason (400 empty, 413 too large, 415 type). */
export type UploadResult = { file: StoredFile } | { error: string; status: number };

/** A sent request's status and parsed JSON body (null when the body is not JSON, or the network failed: 0). */
interface Answer {
  status: number;
  body: unknown;
}

/* FILE_UPLOAD_PATH is the path under the site (/server/api/files); XMLHttpRequest wants it from the page's origin. */
const uploadUrl = () => `${window.location.origin}${FILE_UPLOAD_PATH}`;

/**
 * One multipart POST of `file` as `file`, with the bearer token. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has gone, which the editor shows as the upload's progress.
 */
function send(
  file: File,
  accessToken: string | undefined,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Answer>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadUrl());
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => resolve({ status: 0, body: null });
    request.onabort = () => resolve({ status: 0, body: null });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Uploads one file (a material's, a task's, a handed-in work's) (api.md POST /api/files) with the session's rules: a 401 is refreshed once, as
 * the app's base query does, and the upload sent again. A thunk: dispatch it, await the result.
 */
export const uploadFile =
  (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  async (...thunk: Parameters<ReturnType<typeof withSession>>): Promise<UploadResult> => {
    const answer = await withSession((token) => {
      onProgress(0);
      return send(file, token, onProgress, signal);
    })(...thunk);
    if (answer.status === 200) {
      const parsed = fileSchema.safeParse(answer.body);
      if (parsed.success) return { file: parsed.data };
    }
    return { status: answer.status, error: errorMessage({ data: answer.body }, FALLBACK_ERROR_MESSAGE) };
  };
