/**
 * What a teacher has typed into 'О себе' and not saved yet, kept for the tab's life (sessionStorage): a reload or
 * a visit to another page does not lose a long text. Saving, or typing it back to the saved one, forgets it.
 */
const key = (username: string) => `school:about-draft:${username}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readAboutDraft(username: string): string | null {
  return storage()?.getItem(key(username)) ?? null;
}

export function writeAboutDraft(username: string, text: string, saved: string): void {
  if (text === saved) storage()?.removeItem(key(username));
  else storage()?.setItem(key(username), text);
}

export function forgetAboutDraft(username: string): void {
  storage()?.removeItem(key(username));
}
