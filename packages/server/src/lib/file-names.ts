/** The longest name a stored file keeps, in characters (code points), its extension included. */
export const FILE_NAME_MAX_LENGTH = 200;

/* Control characters (C0, DEL, C1) and format characters: the latter include the bidirectional
   overrides (U+202E) that make `exe.pdf` read as `fdp.exe`, and zero-width ones; lone surrogates,
   which are no characters (and which encodeURIComponent refuses). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

/**
 * The name an upload is stored and later downloaded under: only the last path part (a browser may
 * send `C:\fakepath\...`, a script anything), no control or format characters, spaces collapsed,
 * at most FILE_NAME_MAX_LENGTH characters with the extension kept, and `extension` (the stored
 * type's: `.webp` for a re-encoded image, `.pdf` for a PDF named `.png`) in place of the one it came
 * with, so a saved download opens as what it is. Never empty: `файл` stands in.
 */
export function sanitizeFileName(raw: string | undefined, extension?: string): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  /* Leading dots would make a hidden file on the reader's disk. */
  const name = last
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  let stem: string;
  let ext: string;
  if (extension !== undefined) {
    /* The extension the bytes call for replaces one that looks like an extension (`.JPG`, `.html`);
       `Иванов И.И. сочинение` has none and keeps its words. */
    stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    ext = extension;
  } else {
    const dot = name.lastIndexOf('.');
    stem = dot > 0 ? name.slice(0, dot) : name;
    ext = dot > 0 ? name.slice(dot) : '';
    /* An "extension" too long to be one is part of the name. */
    if ([...ext].length > 16) [stem, ext] = [name, ''];
  }
  const kept = [...stem]
    .slice(0, FILE_NAME_MAX_LENGTH - [...ext].length)
    .join('')
    .trim();
  return `${kept || 'файл'}${ext}`;
}

/** RFC 5987 / 8187 `value-chars`: UTF-8, percent-encoded, with the few characters encodeURIComponent leaves alone. */
const extValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header for `name` (RFC 6266): `filename*` in UTF-8, which every browser
 * since IE 9 reads, and for anything older a plain `filename` of the name's printable ASCII
 * (quotes, backslashes, `%` and `;` as `_`); when no Latin letter is left (a Cyrillic name), `file` and the extension.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const dot = name.lastIndexOf('.');
  const ascii = (part: string) =>
    part
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .replace(/\s+/g, ' ')
      .trim();
  const stem = ascii(dot > 0 ? name.slice(0, dot) : name);
  const ext = dot > 0 ? ascii(name.slice(dot)) : '';
  const fallback = `${/[A-Za-z]/.test(stem) ? stem : 'file'}${ext}`;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${extValue(name)}`;
}
