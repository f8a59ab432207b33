import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import type { CSSProperties, ReactNode } from 'react';
import { handlers } from '@school/mocks';
import { ThemeProvider, themes, type ThemeName } from '@school/ui';
import { themeModes } from './modes';

/* A play waits for what a user waits for (a lazy page, a mocked answer); how long that takes depends on the
   machine, and the built Storybook's check visits several stories at once beside other test steps. The waits
   only end early, so a generous bound costs a passing story nothing. */
configure({ asyncUtilTimeout: 10_000 });

type ThemeMode = ThemeName | 'side-by-side';

/** Stories that draw overlays (dialogs, drawers, toasts) fill the viewport so they are seen and shot. */
function Frame({ theme, page, children }: { theme: ThemeName; page: boolean; children: ReactNode }) {
  const style: CSSProperties = {
    background: themes[theme].color.background,
    color: themes[theme].color.text,
    padding: page ? 0 : 16,
    minHeight: page ? '100vh' : undefined,
    flex: 1,
    minWidth: 0,
  };
  return (
    <div data-story-root={theme} style={style}>
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme ?? 'light') as ThemeMode;
  const page = context.parameters.frame === 'page';
  if (mode === 'side-by-side') {
    return (
      <div style={{ display: 'flex', minHeight: page ? '100vh' : undefined }}>
        <ThemeProvider theme="light">
          <Frame theme="light" page={page}>
            <Story />
          </Frame>
        </ThemeProvider>
        <ThemeProvider theme="dark" global={false}>
          <Frame theme="dark" page={page}>
            <Story />
          </Frame>
        </ThemeProvider>
      </div>
    );
  }
  return (
    <ThemeProvider theme={mode}>
      <Frame theme={mode} page={page}>
        <Story />
      </Frame>
    </ThemeProvider>
  );
};

/* A docs page shows each overlay story in a frame of its own (`docs.story.inline: false`), and every
   frame renders and plays at once. Keyboard focus is in one frame at a time, so stories that open a
   modal, click, type or expect focus would take it from one another and fail on a designer's page.
   A framed story therefore waits for the other frames (a Web Lock, shared by the frames of one
   origin), brings its frame into focus before it renders, and lets go when its play and checks are
   done (afterEach) or, if they failed, when the story goes. Elsewhere (the canvas, Vitest) nothing
   changes. */
const FRAME_FOCUS_LOCK = 'storybook-docs-frame-focus';
let releaseFrameFocus: (() => void) | undefined;

async function takeFrameFocus(): Promise<(() => void) | undefined> {
  if (!window.frameElement?.closest('#storybook-docs')) return undefined;
  const released = new Promise<void>((resolve) => (releaseFrameFocus = resolve));
  await new Promise<void>((granted) => {
    void navigator.locks.request(FRAME_FOCUS_LOCK, () => {
      granted();
      return released;
    });
  });
  window.focus();
  return () => releaseFrameFocus?.();
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  /* Each story opens in a fresh tab: what one story leaves for "the next page load" (the password reset's
     notice, a lazy page's reload mark) must not surface in whichever story renders the app next. */
  beforeEach: () => {
    sessionStorage.clear();
    return takeFrameFocus();
  },
  afterEach: () => releaseFrameFocus?.(),
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        /* An API call no handler answers is a bug in the story: fail loudly. Assets pass through. */
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/server')) print.error();
        },
      });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    /* Chromatic captures every story in both themes, as the local visual test does; screens add a phone. */
    chromatic: { modes: themeModes },
    options: {
      /* The order a designer reads in: the introduction, the tokens, components by family, then the
         screens along the user's journey. Must stay a literal: Storybook serialises it for the manager. */
      storySort: {
        order: [
          'Введение',
          'Tokens',
          ['Colours', 'Typography', 'Spacing and sizes'],
          'Components',
          ['Inputs', 'Buttons', 'Feedback', 'Overlays', 'Data display', 'Navigation'],
          'Screens',
          [
            'App shell',
            'Sign-in flows',
            'Sign-in with VK ID',
            'VK ID',
            'Registration',
            'Recovery',
            'Dashboard',
            'Lessons',
            'Settings',
            ['Settings page', 'Sign-ins', 'Telegram', 'VK ID', 'Link VK ID'],
            'Admin',
            ['Users', 'New users', 'Bulk invite', 'Subjects', 'Audit'],
          ],
          'Examples',
        ],
      },
    },
    a11y: { test: 'error' },
    /* The shared happy path of packages/mocks; a story overrides one key (or uses beforeEach). */
    msw: { handlers: { default: handlers } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '640px' }, type: 'mobile' },
        overlay: { name: 'Overlay 800', styles: { width: '800px', height: '600px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        /* Screen stories' default (appScreenMeta, pageStoryMeta): the window their baselines were
           drawn in, so the shell's desktop layout no longer depends on the designer's window. */
        screenDesktop: { name: 'Desktop 1200, screens', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
