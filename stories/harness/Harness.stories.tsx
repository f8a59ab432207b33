/**
 * Tests of the test chain itself. Hidden from the catalogue (`!dev`, `!autodocs`): they prove that
 * the story test project really fails on an accessibility violation and on a visual change,
 * without leaving a broken story anywhere.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@school/ui';

interface VisualHarness {
  match: (element: HTMLElement, name: string, options?: { timeout?: number }) => Promise<unknown>;
  updating: boolean;
}
/** Registered by tests/visual/setup.ts, i.e. only when the stories run under Vitest. */
const visualHarness = () => (globalThis as { __visualHarness?: VisualHarness }).__visualHarness;

const meta = {
  title: 'Harness/Test chain',
  tags: ['!dev', '!autodocs'],
  /* They test the test chain, not a look: no local baseline and no Chromatic snapshot. */
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button without a name: axe reports `button-name`. Never exported as a story. */
const BrokenStory = composeStory(
  {
    name: 'Nameless icon button',
    render: () => (
      <button type="button" data-harness-broken="">
        <svg width="16" height="16" aria-hidden="true" />
      </button>
    ),
  },
  { title: 'Harness/Broken' },
);

export const AccessibilityViolationFailsTheStory: Story = {
  render: () => <p>Проверка: история с нарушением доступности должна упасть.</p>,
  play: async () => {
    if (!visualHarness()) return; // only the Vitest run throws on violations
    await expect(BrokenStory.run()).rejects.toThrow(/button-name/);
    // load() runs the pending cleanups: it unmounts the broken story before this one is checked
    await BrokenStory.load();
    await expect(document.querySelector('[data-harness-broken]')).toBeNull();
  },
};

export const VisualChangeToButtonFailsTheComparison: Story = {
  render: () => (
    <div data-testid="harness-frame" style={{ display: 'inline-block', padding: 8 }}>
      <Button>Войти</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const harness = visualHarness();
    if (!harness) return;
    const frame = canvas.getByTestId('harness-frame');
    await harness.match(frame, 'harness-button');
    // Under --update every comparison writes a new baseline, so the negative check cannot run.
    if (harness.updating) return;
    canvas.getByRole('button').style.borderRadius = '0';
    // a short timeout: the comparison retries until the image settles, and this one never matches
    await expect(harness.match(frame, 'harness-button', { timeout: 1000 })).rejects.toThrow(/toMatchScreenshot/);
  },
};
