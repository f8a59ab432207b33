import { Skeleton } from '@school/ui';
import { MARKDOWN_FONT_URLS } from '@school/ui/markdown-fonts';
import { Suspense } from 'react';
import styled from 'styled-components';
import { lazyComponent } from '../lib/lazy-page';

/* KaTeX's script, CSS and fonts come with this chunk only: the first download and the dashboard never carry them. */
const Markdown = lazyComponent(() => import('@school/ui/markdown'), 'Markdown');

/**
 * Starts the Markdown chunk and KaTeX's two main fonts before the first text needs them. The course and material
 * pages call it as their module loads, so they come beside the course's answer rather than after it (and the
 * build's route links name the chunk).
 */
export function preloadMarkdown() {
  Markdown.preload();
  if (typeof window === 'undefined') return; // the build's route pass loads the pages in Node
  for (const href of MARKDOWN_FONT_URLS) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'font', href, crossOrigin: '' });
    link.type = 'font/woff2';
    document.head.append(link);
  }
}

/* While the chunk is on its way the author's text, invisible, holds about the space the rendered one will take, so
   what is below does not jump when it comes, whatever the text's length (a fixed skeleton was taller or shorter). */
const Reserve = styled.div`
  display: grid;

  > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  /* the copy is generated content, so no text search and no screen reader finds the words twice */
  [data-part='reserve']::before {
    content: attr(data-text);
    visibility: hidden;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/* Lines of the skeleton: about one a short paragraph, never more than the text could fill. */
const skeletonRows = (text: string) => Math.max(1, Math.min(4, Math.ceil(text.length / 80)));

export interface MarkdownTextProps {
  /** The author's Markdown with `$…$` formulas. */
  children: string;
  /** The level the author's `#` renders at. */
  minHeadingLevel?: 2 | 3;
}

/** Author's Markdown with formulas (a course's description, a material, a task, an answer), loaded lazily. */
export function MarkdownText({ children, minHeadingLevel = 2 }: MarkdownTextProps) {
  return (
    <Suspense
      fallback={
        <Reserve>
          <div data-part="reserve" data-text={children} aria-hidden="true" />
          <Skeleton variant="text" rows={skeletonRows(children)} aria-label="Загрузка текста" />
        </Reserve>
      }
    >
      <Markdown minHeadingLevel={minHeadingLevel}>{children}</Markdown>
    </Suspense>
  );
}
