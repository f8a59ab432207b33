/**
 * What the admin page stories share: the windows they open in, waiting for a page to arrive, and the
 * failed-list state every admin page has (the reason announced, 'Повторить', no table, no toast on top).
 */
import { expect, within } from 'storybook/test';
import { TEXTS } from '../../../app/src/config/texts';
import { desktopWindow, phoneWindow, type Canvas } from '../app-screen-story';

/** A 1280 x 900 desktop, the admin pages' stories open in it, and a 360 px phone. */
export const ADMIN_WINDOWS = { adminDesktop: desktopWindow(1280, 900), adminPhone: phoneWindow(740) };

/** The page's table once its heading is on screen. */
export async function openAdminPage(canvas: Canvas, heading: string, tableCaption: string): Promise<HTMLElement> {
  await expect(await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: 4000 })).toBeVisible();
  return canvas.getByRole('table', { name: tableCaption });
}

/** The list did not load: one alert (no error toast besides it) with the reason and 'Повторить'. */
export async function expectLoadFailed(canvas: Canvas, heading: string, message: string) {
  const alerts = await canvas.findAllByRole('alert', {}, { timeout: 4000 });
  await expect(alerts).toHaveLength(1);
  await expect(alerts[0]).toHaveTextContent(message);
  await expect(within(alerts[0]!).getByRole('button', { name: TEXTS.retry })).toBeEnabled();
  await expect(canvas.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(canvas.queryByRole('table')).toBeNull();
}
