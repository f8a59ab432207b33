/* A separate entry (`@school/ui/markdown`), never re-exported from the package's index: KaTeX's script, CSS and
   fonts load only with the pages that import this. */
export { Markdown, type MarkdownProps } from './Markdown.tsx';
