/**
 * A word for the page that a full reload is about to show: the flows that end in a reload (platform.md: the reset
 * of a password goes home with a reload) cannot keep it in the store, which the reload starts afresh.
 */
export type NextLoadNotice = 'password-changed';

const KEY = 'school:next-load-notice';

/** Leaves `notice` for the next page load of this tab (read once, by `takeNextLoadNotice`). */
export function leaveNextLoadNotice(notice: NextLoadNotice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    /* storage refused (private mode quota): the reload simply says nothing */
  }
}

/** The notice the previous page left, once: a second reload says nothing again. */
export function takeNextLoadNotice(): NextLoadNotice | null {
  try {
    const notice = sessionStorage.getItem(KEY);
    if (notice === null) return null;
    sessionStorage.removeItem(KEY);
    return notice === 'password-changed' ? notice : null;
  } catch {
    return null;
  }
}
