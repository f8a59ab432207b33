/**
 * Visual regression for every story of the `storybook` Vitest project.
 *
 * After a story test has passed (rendered, played, a11y-checked in the light theme), its final
 * state is compared with the committed baseline `<story-id>--light`; the story is then run again
 * in the dark theme (play and the a11y check included) and compared with `<story-id>--dark`.
 * First run or `npm run test:visual:update` writes baselines into tests/visual/__screenshots__.
 */
import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, expect } from 'vitest';
import { server } from 'vitest/browser';

type Composed = ComposedStoryFn & { globals: Record<string, unknown> };

/* Three stories play at once on two cores beside the rest of `npm test`: a `findBy…` query waits up to
   3 s for what a lazy chunk or the mock network brings, where Testing Library's default 1 s timed out
   under load. A story whose element never comes still fails, only later. */
configure({ asyncUtilTimeout: 3000 });

/* Blinking carets and running transitions make screenshots differ run to run. */
beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.visualTest = '';
  style.textContent = `*, *::before, *::after {
    caret-color: transparent !important;
    transition: none !important;
    animation-play-state: paused !important;
    animation-delay: -0.3s !important;
  }`;
  document.head.appendChild(style);
});

/* Without a poll timeout a mismatch is retried until the hook times out (vitest 4.1.12), which
   hides the diff message; with one it fails in a few seconds and names the diff images. */
const pollOptions = { timeout: 4000, interval: 200 };

/** Used by stories/harness to prove that a visual change fails the comparison. */
export interface VisualHarness {
  /** Compares an element with the committed baseline `name`. */
  match: (element: HTMLElement, name: string, options?: { timeout?: number }) => Promise<unknown>;
  /** True under `--update`, where every comparison accepts the new image by design. */
  updating: boolean;
}
(globalThis as { __visualHarness?: VisualHarness }).__visualHarness = {
  match: (element, name, options) => expect.element(element, pollOptions).toMatchScreenshot(name, options),
  updating: server.config.snapshotOptions.updateSnapshot === 'all',
};

interface VisualParameters {
  /** Leave this story out of the comparison (test-chain harness stories only). */
  disable?: boolean;
  /** Comparator tolerance for stories with sub-pixel scaling (the cropper), e.g. { allowedMismatchedPixelRatio: 0.001 }. */
  comparatorOptions?: Record<string, number>;
}

async function matchBaseline(name: string, visual: VisualParameters = {}) {
  await document.fonts.ready;
  const roots = document.querySelectorAll<HTMLElement>('[data-story-root]');
  const root = roots[roots.length - 1];
  if (!root) throw new Error('No [data-story-root] rendered: is the theme decorator applied?');
  await expect
    .element(root, pollOptions)
    .toMatchScreenshot(
      name,
      visual.comparatorOptions
        ? { comparatorName: 'pixelmatch', comparatorOptions: visual.comparatorOptions }
        : undefined,
    );
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: Composed }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const visual = (story.parameters as { visual?: VisualParameters }).visual ?? {};
  if (visual.disable) return;
  await matchBaseline(`${story.id}--light`, visual);
  await story.run({ globals: { ...story.globals, theme: 'dark' } });
  await matchBaseline(`${story.id}--dark`, visual);
});
