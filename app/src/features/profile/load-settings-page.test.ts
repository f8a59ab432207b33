import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../lib/cookies';
import { clearAllCookies } from '../../testing/cookies';
import { CalendarFeed } from '../lessons';
import { SignInsSection } from '../session';
import { loadSettingsPage } from '.';

afterEach(() => {
  vi.restoreAllMocks();
  clearAllCookies();
});

describe('the route of /settings', () => {
  it("asks for the calendar feed's and the sign-ins' files with the page's own when the visitor holds a session", async () => {
    setTokens('access', 'refresh');
    const feed = vi.spyOn(CalendarFeed, 'preload');
    const signIns = vi.spyOn(SignInsSection, 'preload');

    const route = await loadSettingsPage();

    expect(route.Component.name).toBe('SettingsPage');
    expect(feed).toHaveBeenCalledOnce();
    expect(signIns).toHaveBeenCalledOnce();
  });

  it('asks for neither without a session: such a visitor is sent home', async () => {
    const feed = vi.spyOn(CalendarFeed, 'preload');
    const signIns = vi.spyOn(SignInsSection, 'preload');

    await loadSettingsPage();

    expect(feed).not.toHaveBeenCalled();
    expect(signIns).not.toHaveBeenCalled();
  });
});
