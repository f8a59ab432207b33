import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { playOnFakeClock } from '../testing/fakeClock.ts';
import { Countdown } from './Countdown.tsx';

const meta = {
  title: 'Components/Feedback/Countdown',
  id: 'countdown',
  component: Countdown,
  args: { seconds: 75, onComplete: fn(), 'aria-label': 'До повторной отправки кода' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: playOnFakeClock(async ({ canvas, args }, clock) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('1:15');
    /* The countdown starts in an effect, which may run after the story is on screen. (No findBy
       before this: its own 1 s timeout would pass for the countdown's tick.) Its tick is the default, a second. */
    await clock.started(1000);
    await clock.tick(1000);
    await expect(timer).toHaveTextContent('1:14');
    await clock.tick(14_000);
    await expect(timer).toHaveTextContent('1:00');
    await clock.tick(59_000);
    await expect(timer).toHaveTextContent('0:01');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await clock.tick(1000);
    await expect(timer).toHaveTextContent('0:00');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await clock.tick(5000);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  }),
};

export const Finished: Story = {
  args: { seconds: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:00');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};
