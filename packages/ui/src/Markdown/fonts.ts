/* A separate entry (`@school/ui/markdown-fonts`), a few bytes: the URLs of the two KaTeX fonts nearly every formula
   draws with (upright digits and signs, italic letters). A page that will show formulas preloads them beside the
   Markdown chunk: KaTeX's CSS asks for them only once a formula is on screen, and the line that reflows when they
   arrive moved everything below it (Lighthouse: a layout shift of 0.2 on a course page). */
import mainRegular from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalic from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';

export const MARKDOWN_FONT_URLS: readonly string[] = [mainRegular, mathItalic];
