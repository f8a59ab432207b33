import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';
import { Markdown } from './Markdown.tsx';

const renderMarkdown = (source: string) =>
  render(
    <ThemeProvider theme="light" global={false}>
      <Markdown data-testid="md">{source}</Markdown>
    </ThemeProvider>,
  ).getByTestId('md');

/** Every attribute of every element the author's text produced, KaTeX's own output left out. */
function authoredAttributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.closest('.katex'))
    .flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`));
}

const payloads: [name: string, source: string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script inside a paragraph', 'Текст <script>window.pwned = 1</script> дальше'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['a Markdown javascript: link', '[x](javascript:alert(1))'],
  ['an upper-case JavaScript: link', '[x](JaVaScRiPt:alert(1))'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['an svg with onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
  ['an iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['a Markdown data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a style element', '<style>body { display: none }</style>'],
  ['a style attribute', '<p style="position:fixed;inset:0">x</p>'],
  ['MathML with xlink:href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['a form with formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['an onclick on an allowed tag', '<b onclick="alert(1)">жирный</b>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['a KaTeX \\href', '$\\href{javascript:alert(1)}{x}$'],
  ['a KaTeX \\htmlStyle', '$\\htmlStyle{color:red}{x}$'],
];

describe('Markdown', () => {
  describe.each(payloads)('given %s', (_name, source) => {
    it('renders no script, frame, svg, handler, style or dangerous URL', () => {
      const root = renderMarkdown(source);
      expect(root.querySelector('script, style, iframe, object, embed, svg, form, meta, base, link')).toBeNull();
      /* KaTeX writes MathML and sizes glyphs with style: only its own output may, never the author's */
      for (const math of root.querySelectorAll('math')) expect(math.closest('.katex')).not.toBeNull();
      for (const attribute of authoredAttributes(root)) {
        expect(attribute).not.toMatch(/^on/i);
        expect(attribute).not.toMatch(/^style=/i);
        expect(attribute).not.toMatch(/^(href|src|xlink:href|formaction|action)=\s*(javascript|data|vbscript):/i);
      }
      /* anywhere, KaTeX's output included: a refused \href is shown as its source text, never as a link */
      for (const element of root.querySelectorAll('*'))
        for (const attribute of element.attributes) expect(attribute.value).not.toMatch(/javascript:/i);
      expect((window as { pwned?: number }).pwned).toBeUndefined();
    });
  });

  it('given $E=mc^2$ / renders it with KaTeX, MathML for screen readers included', () => {
    const root = renderMarkdown('Энергия покоя: $E=mc^2$.');
    const formula = root.querySelector('.katex');
    expect(formula).not.toBeNull();
    expect(formula?.closest('.katex-display')).toBeNull();
    expect(root.querySelector('.katex math annotation')?.textContent).toBe('E=mc^2');
  });

  it('given a formula between $$ / renders it as a display block', () => {
    const root = renderMarkdown('$$\n\\frac{a}{b}\n$$');
    expect(root.querySelector('.katex-display .katex')).not.toBeNull();
  });

  it('given a GFM table / renders a table with its header and cells, inside a scroll box', () => {
    const root = renderMarkdown('| Величина | Обозначение |\n| --- | --- |\n| Скорость | $v$ |\n');
    const table = root.querySelector("[data-part='scroll'] > table");
    expect(table).not.toBeNull();
    expect([...(table?.querySelectorAll('th') ?? [])].map((th) => th.textContent)).toEqual(['Величина', 'Обозначение']);
    expect(table?.querySelector('td .katex')).not.toBeNull();
  });

  it('given a link / opens it with rel noopener noreferrer nofollow, outside links in a new tab', () => {
    const root = renderMarkdown('[Решу ЕГЭ](https://example.org/ege) и [курс](/courses/1)');
    const [outside, inside] = [...root.querySelectorAll('a')];
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(inside).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(inside).not.toHaveAttribute('target');
  });

  it('given allowed HTML / keeps it: sub, sup, details', () => {
    const root = renderMarkdown('H<sub>2</sub>O, x<sup>2</sup>\n\n<details><summary>Ответ</summary>42</details>');
    expect(root.querySelector('sub')).toHaveTextContent('2');
    expect(root.querySelector('sup')).toHaveTextContent('2');
    expect(root.querySelector('details summary')).toHaveTextContent('Ответ');
  });

  it('given # headings / renders them one level under the page: h2 by default', () => {
    const root = renderMarkdown('# Кинематика\n\n## Скорость');
    expect(root.querySelector('h2')).toHaveTextContent('Кинематика');
    expect(root.querySelector('h3')).toHaveTextContent('Скорость');
    expect(root.querySelector('h1')).toBeNull();
  });
});
