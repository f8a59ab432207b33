import type { KatexOptions } from 'katex';
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/*
 * What survives of the author's Markdown and HTML: GitHub's schema (hast-util-sanitize's default), which
 * already drops script, style attributes, event handlers, iframe/object/embed, svg and math, and keeps only
 * http(s), mailto and similar links and http(s) images. On top of it:
 * - the classes remark-math gives formulas, so rehype-katex (which runs after this) still finds them;
 * - <style> removed with its content, as <script> is, rather than left as visible CSS text.
 * KaTeX's own output (inline styles, MathML) is added after sanitizing and is trusted: it is made from
 * the formula's text by KaTeX, with `trust: false` below.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  strip: [...(defaultSchema.strip ?? []), 'style'],
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/**
 * KaTeX as rehype-katex runs it. `trust: false`: \href, \url, \includegraphics and \htmlClass-like commands
 * render as plain text, so a formula cannot carry a link or markup. `maxSize` and `maxExpand` bound what one
 * formula can cost (a \rule ten thousand em wide, a macro that expands forever); an error shows the source
 * in red instead of breaking the page.
 */
export const katexOptions: KatexOptions = {
  trust: false,
  strict: 'ignore',
  throwOnError: false,
  maxSize: 20,
  maxExpand: 500,
  output: 'htmlAndMathml',
  /* KaTeX writes this as an inline colour: the theme's error text, set on the prose (its own #cc0000 is too dark
     on the dark theme) */
  errorColor: 'var(--markdown-error)',
};
