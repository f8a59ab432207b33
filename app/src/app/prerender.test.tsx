// @vitest-environment node
/* Built in Node like the build does it: styled-components collects a server style sheet only outside a browser. */
import { describe, expect, it } from 'vitest';
import { company } from '../config/company';
import { TEXTS } from '../config/texts';
import { renderFirstPaint } from './prerender';

describe('the first paint written into index.html', () => {
  const { root, styles } = renderFirstPaint();

  it('shows the app bar with the school title and the page skeleton, with no sign-in button yet', () => {
    expect(root).toContain(company.schoolTitle);
    expect(root).toContain('data-testid="page-skeleton"');
    expect(root).toContain('aria-label="Помощь"');
    expect(root).not.toContain('Войти');
  });

  it('brings the styles of what it shows, so it paints styled before any script', () => {
    expect(styles).toMatch(/<style[^>]*data-styled/);
    const classes = [...root.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(classes.length).toBeGreaterThan(5);
    for (const name of classes.filter((c) => !c.startsWith('sc-') && !c.startsWith('lucide'))) {
      expect(styles).toContain(`.${name}`);
    }
  });

  it('answers no click and no screen reader, and stays hidden where its boxes would not match (desktop, dark)', () => {
    expect(root).toMatch(/^<div data-first-paint="skeleton" inert aria-hidden="true">/);
    expect(styles).toContain(
      '@media (min-width: 1024px), (prefers-color-scheme: dark) { [data-first-paint] { display: none; } }',
    );
  });
});

describe('the first paint of / for a visitor without a session', () => {
  const { root, styles } = renderFirstPaint('anonymousHome');

  it('is the home page as an anonymous visitor gets it: the welcome, its text and the app bar with Войти', () => {
    expect(root).toMatch(/^<div data-first-paint="anonymousHome" inert aria-hidden="true">/);
    expect(root).toContain(TEXTS.welcomeTitle);
    expect(root).toContain(TEXTS.anonymousText);
    expect(root).toContain(company.schoolTitle);
    expect(root).toContain('>Войти<');
    expect(root).not.toContain('data-testid="page-skeleton"');
  });

  it('brings its own styles', () => {
    const classes = [...root.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    for (const name of classes.filter((c) => !c.startsWith('sc-') && !c.startsWith('lucide'))) {
      expect(styles).toContain(`.${name}`);
    }
  });
});
