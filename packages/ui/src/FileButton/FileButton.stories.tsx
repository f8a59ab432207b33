import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageUp } from 'lucide-react';
import { expect, fireEvent, fn } from 'storybook/test';
import { FileButton } from './FileButton.tsx';

const meta = {
  title: 'Components/Inputs/FileButton',
  id: 'filebutton',
  component: FileButton,
  args: {
    children: 'Сменить фото',
    variant: 'outlined',
    startIcon: <ImageUp />,
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    onFile: fn(),
    onReject: fn(),
  },
  argTypes: { startIcon: { control: false } },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Сменить фото' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAttribute('accept', args.accept.join(','));
    await userEvent.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
  },
};

/** A non-image (dropped or picked with 'All files') is rejected, not passed on. */
export const RejectsNonImages: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    fireEvent.change(input);
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ name: 'doc.pdf' }));
  },
};

export const Disabled: Story = { args: { disabled: true } };
