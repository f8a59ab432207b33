import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS } from '../../../app/src/config/texts';
import { OFFER_TITLE } from '../../../app/src/features/legal/offer-text';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, LAYOUT_WINDOWS, type Canvas } from '../app-screen-story';
import { vkSdkOffline } from '../integrations-vk/vk-sdk-stand-in';

// The mocks have VK ID on; its SDK cannot reach id.vk.ru here, so the dialog shows our VK button.
const base = appScreenMeta({ setUp: [vkSdkOffline], windows: LAYOUT_WINDOWS });

/**
 * The self-registration dialog's note under its fields at the two widths, 1366 px and a 360 px phone: 'Нажимая
 * «Продолжить», Вы принимаете условия публичной оферты', whose offer link wraps with the sentence like text.
 */
const meta = {
  title: 'Screens/Registration/Registration dialog layout',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const OFFER = 'публичной оферты';

async function openRegistration(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: TEXTS.signIn }));
  const login = within(await canvas.findByRole('dialog', { name: TEXTS.loginDialogTitle }));
  await userEvent.click(login.getByRole('button', { name: 'Зарегистрироваться' }));
  return within(await canvas.findByRole('dialog', { name: 'Регистрация' }));
}

/** Where each line of `element`'s text starts, top to bottom (its text's boxes, not the boxes of the elements in it). */
function lineStarts(element: Element): { top: number; left: number }[] {
  const lines = new Map<number, number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const top = Math.round(rect.bottom);
      lines.set(top, Math.min(lines.get(top) ?? Infinity, rect.left));
    }
  }
  return [...lines].sort(([a], [b]) => a - b).map(([top, left]) => ({ top, left }));
}

/**
 * The note reads as one paragraph: every line starts at its left edge, the link included when it wraps, and the link
 * is as tall as a line of the text around it; it still opens the offer.
 */
async function expectNoteWrapsAsText(canvas: Canvas) {
  const dialog = await openRegistration(canvas);
  const offer = dialog.getByRole('button', { name: OFFER });
  const note = offer.closest('p')!;
  await expect(note).toHaveTextContent(`Нажимая «${TEXTS.continue}», Вы принимаете условия ${OFFER}`);
  const left = note.getBoundingClientRect().left;
  for (const line of lineStarts(note)) await expect(Math.abs(line.left - left)).toBeLessThanOrEqual(1);
  const lineHeight = Number.parseFloat(getComputedStyle(note).lineHeight);
  for (const rect of offer.getClientRects()) await expect(rect.height).toBeLessThanOrEqual(lineHeight + 1);
  return { dialog, offer, lines: lineStarts(note).length };
}

/** 1366 px: the note on one line, the link inside it; it opens the offer above the form, and Esc goes back to it. */
export const OfferNoteBesideTheForm: Story = {
  play: async ({ canvas }) => {
    const { dialog, offer, lines } = await expectNoteWrapsAsText(canvas);
    await expect(lines).toBe(1);
    await userEvent.click(offer);
    await expect(await canvas.findByRole('dialog', { name: OFFER_TITLE })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: OFFER_TITLE })).toBeNull());
    await expect(dialog.getByRole('button', { name: OFFER })).toBeVisible();
  },
};

/** 360 px: the note wraps onto a second line like any sentence, the link starting that line at the note's edge. */
export const OfferNoteOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const { lines } = await expectNoteWrapsAsText(canvas);
    await expect(lines).toBeGreaterThan(1);
  },
};
