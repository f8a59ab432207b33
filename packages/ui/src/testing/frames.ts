/**
 * How the stories of what opens over the page (dialogs, drawers, toasts, a full-screen spinner) are
 * framed. The preview's frame fills the window (`frame: 'page'`), so the overlay is seen and shot
 * whole; a docs page draws each such story in a frame of its own, `docsHeight` tall, because it opens
 * modally and would cover the page's other stories.
 *
 * A meta that spreads these must carry no doc comment (a component's .mdx is its docs page): Storybook
 * writes that comment into the meta's `parameters` at build time, in place of one that came by spread.
 */
export const overlayParameters = (docsHeight = '560px') => ({
  frame: 'page',
  docs: { story: { inline: false, height: docsHeight } },
});

/** The same in the 800 x 600 window the overlays' baselines were drawn in. */
export const overlayStory = (docsHeight?: string) => ({
  parameters: overlayParameters(docsHeight),
  globals: { viewport: { value: 'overlay' } },
});
