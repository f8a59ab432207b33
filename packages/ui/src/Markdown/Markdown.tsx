import 'katex/dist/katex.min.css';
import { useLayoutEffect, useRef, type ComponentPropsWithRef, type RefObject } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { katexOptions, sanitizeSchema } from './sanitize.ts';
import { Prose } from './Prose.ts';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingTag = `h${HeadingLevel}`;

const taskLabel = 'Выполнено';
const LINK_REL = 'noopener noreferrer nofollow';

/** Headings shifted so the author's `#` sits under the page's own heading: `#` is h2 when `minHeadingLevel` is 2. */
function headings(min: HeadingLevel): Components {
  const shifted: Components = {};
  for (let level = 1; level <= 6; level += 1) {
    const Tag = `h${Math.min(level + min - 1, 6)}` as HeadingTag;
    shifted[`h${level}` as HeadingTag] = ({ node: _node, ...props }) => <Tag {...props} />;
  }
  return shifted;
}

const baseComponents: Components = {
  /* the author's links lead away from the school: no opener, no referrer, no ranking passed on */
  a: ({ node: _node, href, children, ...props }) => {
    const external = /^https?:/i.test(href ?? '');
    return (
      <a {...props} href={href} rel={LINK_REL} {...(external ? { target: '_blank' } : {})}>
        {children}
      </a>
    );
  },
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />,
  /* GFM's task boxes are read-only marks; the item's text follows them, and the box says what it marks */
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? <input {...props} aria-label={taskLabel} /> : <input {...props} />,
  /* a table wider than the column scrolls inside its own box, never the page */
  table: ({ node: _node, ...props }) => (
    <div data-part="scroll">
      <table {...props} />
    </div>
  ),
};

const remarkPlugins = [remarkGfm, remarkMath];
/* Order matters: raw HTML is parsed, then sanitized, then formulas are rendered, so KaTeX's output is not
   stripped and the author's HTML never reaches the page uncleaned. */
const rehypePlugins = [rehypeRaw, [rehypeSanitize, sanitizeSchema], [rehypeKatex, katexOptions]] as const;

export interface MarkdownProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The author's Markdown: GFM (tables, lists, task lists), formulas in `$…$` and `$$…$$`, limited HTML. */
  children: string;
  /** The level the author's `#` renders at, below the page's own headings; 2 by default. */
  minHeadingLevel?: HeadingLevel;
}

/**
 * User-written Markdown with TeX formulas (KaTeX), sanitized: a material's text in a course. Loaded from its
 * own entry, `@school/ui/markdown`, so KaTeX reaches only the pages that show it.
 */
export function Markdown({ children, minHeadingLevel = 2, ...rest }: MarkdownProps) {
  const root = useRef<HTMLDivElement>(null);
  useScrollableBoxesFocusable(root, children);
  return (
    <Prose ref={root} {...rest}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins as never}
        components={{ ...headings(minHeadingLevel), ...baseComponents }}
      >
        {children}
      </ReactMarkdown>
    </Prose>
  );
}

const SCROLL_BOXES = "[data-part='scroll'], .katex-display";

/**
 * A formula or table too wide for the column scrolls in its box; such a box must be reachable by keyboard to be
 * scrolled (WCAG 2.1.1). Only boxes that do overflow get a tab stop, so a page of short formulas has none.
 */
function useScrollableBoxesFocusable(root: RefObject<HTMLDivElement | null>, source: string) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const update = () => {
      for (const box of element.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
        else box.removeAttribute('tabindex');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, source]);
}
