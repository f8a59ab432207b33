/** Which part of a virtual table's height is drawn: pure, so it is tested alone (virtualRows.test.ts). */

/** A drawn row's place in the scroll box, in px from the top of the body. */
export interface RowSpan {
  start: number;
  end: number;
}

/**
 * The heights of the empty rows above and below the drawn ones (`shown`, in order), so that the body is as tall as
 * all its rows (`total`) and the scroll bar tells where the view is.
 */
export function spacers(shown: readonly RowSpan[], total: number): { top: number; bottom: number } {
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (!first || !last) return { top: 0, bottom: 0 };
  return { top: first.start, bottom: total - last.end };
}
