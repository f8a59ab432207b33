import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { overlayParameters, overlayStory } from '../testing/frames.ts';
import { loadImage } from './crop.ts';
import { CropDialog } from './CropDialog.tsx';

/* A 640x400 picture drawn as SVG: no network, the same pixels on every run. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
      <rect width="640" height="400" fill="#6d28d9"/>
      <rect y="260" width="640" height="140" fill="#15803d"/>
      <circle cx="480" cy="110" r="60" fill="#facc15"/>
      <circle cx="250" cy="200" r="80" fill="#fff7ed"/>
      <rect x="190" y="270" width="120" height="130" rx="50" fill="#fff7ed"/>
    </svg>`,
  );

const meta = {
  title: 'Components/Overlays/CropDialog',
  id: 'cropdialog',
  component: CropDialog,
  ...overlayStory(),
  parameters: {
    ...overlayParameters(),
    /* the scaled picture's edges antialias a few pixels differently from run to run */
    visual: { comparatorOptions: { allowedMismatchedPixelRatio: 0.002 } },
  },
  args: { open: true, image: photo, size: 256, onCrop: fn(), onCancel: fn() },
} satisfies Meta<typeof CropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Zoom by keyboard, then 'Обрезать' produces exactly `size` x `size`. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Обрежьте Ваше фото' })).toBeVisible();
    const crop = canvas.getByRole('button', { name: 'Обрезать' });
    await waitFor(() => expect(crop).toBeEnabled());
    const zoom = canvas.getByRole('slider', { name: 'Масштаб' });
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(zoom).toHaveAttribute('aria-valuetext', '130%');
    await userEvent.click(crop);
    await waitFor(() => expect(args.onCrop).toHaveBeenCalledTimes(1));
    const dataUrl = (args.onCrop as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    await expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    const output = await loadImage(dataUrl);
    await expect([output.naturalWidth, output.naturalHeight]).toEqual([args.size, args.size]);
  },
};

/** The close icon and 'Отмена' discard the picture. */
export const CloseDiscards: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onCrop).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
