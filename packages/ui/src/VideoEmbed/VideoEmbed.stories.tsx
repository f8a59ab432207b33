import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed.tsx';

const meta = {
  title: 'Components/Data display/Video embed',
  id: 'video-embed',
  component: VideoEmbed,
  /* about:blank: there is no network here, and a story must not depend on a video host */
  args: {
    src: 'about:blank',
    title: 'Равноускоренное движение: разбор задач',
    fallbackHref: 'https://rutube.ru/video/0123456789abcdef/',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A player in its sandboxed 16:9 frame (an empty page stands in for the host's player). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Равноускоренное движение: разбор задач');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const { width, height } = frame!.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** On a 360 px phone the frame keeps 16:9 at the column's width. */
export const OnPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};

/** A video that cannot be embedded: a link to its page, opened in a new tab. */
export const LinkFallback: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Равноускоренное движение: разбор задач' });
    await expect(link).toHaveAttribute('href', 'https://rutube.ru/video/0123456789abcdef/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
