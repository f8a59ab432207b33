import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-page';
import type { LessonDialogProps } from './lesson-dialog';

const LoadedLessonDialog = lazyComponent(() => import('./lesson-dialog'), 'LessonDialog');

/**
 * The lesson form, downloaded when it first opens: most visitors of the schedule and the dashboard only
 * look at lessons, and the form with its select and rules is a third of what those pages would load.
 */
export function LazyLessonDialog(props: LessonDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedLessonDialog {...props} />
    </Suspense>
  );
}
