import './fonts.css';
import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles: font, colours, box sizing, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; }
  ::selection {
    background: ${({ theme }) => theme.color.selection};
    color: ${({ theme }) => theme.color.onSelection};
  }
  /* scroll lock: the page behind an open modal dialog stays put */
  :root:has(dialog[open]) { overflow: hidden; }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
