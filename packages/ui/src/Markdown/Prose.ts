import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

/** The author's text set in the theme's type: headings, paragraphs, lists, code, tables, quotes, formulas. */
export const Prose = styled.div`
  min-width: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: break-word;
  --markdown-error: ${({ theme }) => theme.color.errorText};

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  [data-part='scroll'],
  .katex-display {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h1,
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    text-decoration: underline;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  li > ul,
  li > ol {
    margin-bottom: 0;
  }
  /* GFM task lists: the box replaces the bullet */
  li.task-list-item {
    list-style: none;
  }
  li.task-list-item input {
    margin: 0 ${({ theme }) => theme.space(2)} 0 -${({ theme }) => theme.space(6)};
    accent-color: ${({ theme }) => theme.color.accent};
  }
  blockquote {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-left: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.color.primary};
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  code {
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  pre code {
    padding: 0;
    background: none;
  }
  hr {
    margin: ${({ theme }) => theme.space(6)} 0;
    border: none;
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  /* a wide table or formula scrolls within its own box: the page never scrolls sideways on a phone */
  [data-part='scroll'],
  .katex-display {
    max-width: 100%;
    overflow-x: auto;
    overflow-y: hidden;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  [data-part='scroll']:focus-visible,
  .katex-display:focus-visible {
    ${focusRing({ placement: 'inside' })}
  }
  /* room for KaTeX's tall glyphs so they are not clipped by the hidden vertical overflow */
  .katex-display {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  .katex-display > .katex {
    white-space: nowrap;
  }
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  th[align='center'],
  td[align='center'] {
    text-align: center;
  }
  th[align='right'],
  td[align='right'] {
    text-align: end;
  }
`;
