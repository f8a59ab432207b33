import { createServer } from '@school/mocks/node';
import { ThemeProvider } from '@school/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../config/company';
import { TEXTS } from '../config/texts';
import { AppScreen } from '../testing/app-screen';
import { RouteErrorBoundary } from './routes/route-error';
import { useScrollRestoration } from './routes/scroll-restoration';

/* The home page's module arrives when a test lets it: what is on screen while a page's module loads. */
const homeModule = vi.hoisted(() => {
  let arrive: (module: { Component: () => ReactElement }) => void = () => {};
  const loaded = new Promise<{ Component: () => ReactElement }>((resolve) => {
    arrive = resolve;
  });
  return { loaded, arrive: (module: { Component: () => ReactElement }) => arrive(module) };
});
vi.mock('../features/dashboard', () => ({ loadHomePage: () => homeModule.loaded }));

const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // jsdom has no matchMedia: a desktop without preferences.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  server.resetHandlers();
});

describe('the app routes', () => {
  it('name the page in the tab, also where an anonymous visitor is asked to sign in', async () => {
    render(<AppScreen path="/calendar" />);

    expect(await screen.findByRole('heading', { name: TEXTS.welcomeTitle })).toBeVisible();
    expect(document.title).toBe(`Расписание — ${company.schoolTitle}`);
  });

  it('answer /privacy, to anyone, with the policy built from the school settings and its title', async () => {
    render(<AppScreen path="/privacy" />);

    expect(
      await screen.findByRole('heading', { name: 'Политика обработки персональных данных', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText(/ООО «Пример» \(укажите реквизиты школы\) \(ИНН 0000000000/)).toBeVisible();
    expect(document.title).toBe(`Политика обработки персональных данных — ${company.schoolTitle}`);
  });

  it('answer an address that is no page with the not-found page and its title', async () => {
    render(<AppScreen path="/no-such-page" />);

    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(document.title).toBe(`Страница не найдена — ${company.schoolTitle}`);
  });

  it("keep the page a navigation leaves on screen until the next page's module is in", async () => {
    render(<AppScreen path="/no-such-page" />);
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.backHome }));

    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(document.title).toBe(`Страница не найдена — ${company.schoolTitle}`);

    act(() => homeModule.arrive({ Component: () => <h1>Главная</h1> }));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).toBeNull();
    /* The title follows the page in an effect, a moment after its heading is drawn. */
    await waitFor(() => expect(document.title).toBe(`${TEXTS.home} — ${company.schoolTitle}`));
  });
});

describe('a page that fails while rendering', () => {
  function Broken(): never {
    throw new Error('broken page');
  }

  it('shows the error page with a way to reload, and another history entry tries the pages again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Harness() {
      const [entry, setEntry] = useState('first');
      return (
        <>
          <button type="button" onClick={() => setEntry('second')}>
            Другая запись
          </button>
          <RouteErrorBoundary resetKey={entry}>{entry === 'first' ? <Broken /> : <p>Страница</p>}</RouteErrorBoundary>
        </>
      );
    }
    render(
      <ThemeProvider>
        <Harness />
      </ThemeProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Другая запись' }));
    expect(screen.getByText('Страница')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Что-то пошло не так' })).toBeNull();
  });
});

describe('the scroll position', () => {
  function Layout() {
    useScrollRestoration(useLocation(), useNavigationType());
    return (
      <>
        <Link to="/second">Вторая</Link>
        <Link to="/second#lessons">К урокам</Link>
        <h2 id="lessons">Уроки</h2>
      </>
    );
  }

  function renderPages() {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/first']}>
        <Navigator />
        <Routes>
          <Route path="*" element={<Layout />} />
        </Routes>
      </MemoryRouter>,
    );
    return { scrollTo, navigate: (to: string | number) => act(() => void navigate(to as string)) };
  }

  const scrolledTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('opens a new page at its top and returns to where the page was left on back', async () => {
    const { scrollTo, navigate } = renderPages();
    scrolledTo(640);

    await userEvent.click(screen.getByRole('link', { name: 'Вторая' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await navigate(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('opens a link with an anchor at that anchor', async () => {
    const { scrollTo } = renderPages();
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();

    try {
      await userEvent.click(screen.getByRole('link', { name: 'К урокам' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Уроки' }));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
