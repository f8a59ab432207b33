import styled, { keyframes } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

const pulse = keyframes`50% { opacity: 0.55; }`;

/** The table with its toolbar, scroll hint and scroll box: every part styled by its `data-part`. */
export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='toolbar'] > [data-part='search'] {
    flex: 1 1 ${({ theme }) => theme.size.searchMinWidth};
    min-width: 0;
  }
  [data-part='scroll'] {
    overflow: auto;
    max-height: var(--table-max-height, none);
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  [data-part='scroll-hint'] {
    display: none;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='scroll-hint']:has(+ [data-overflow='sideways']) {
    display: flex;
  }
  [data-part='scroll-hint'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  [data-part='scroll']:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  table {
    width: 100%;
    min-width: var(--table-min-width, 0);
    border-collapse: separate;
    border-spacing: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  caption {
    ${({ theme }) => theme.visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  /* on phones a cell stays on one line (a name or role broken over lines is hard to scan) and the
     table scrolls sideways in its box, with the hint above it; long free text wraps in a bounded width */
  ${({ theme }) => theme.media.phone} {
    td {
      white-space: nowrap;
    }
    td[data-wrap] {
      min-width: ${({ theme }) => theme.size.tableWrapColumn};
      white-space: normal;
    }
  }
  th[data-align='center'],
  td[data-align='center'] {
    text-align: center;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  th[aria-sort] {
    padding: 0;
  }
  [data-part='sort'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    cursor: pointer;
  }
  [data-part='sort']:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  [data-part='sort'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  th:not([aria-sort='none']) [data-part='sort'] {
    color: ${({ theme }) => theme.color.text};
  }
  td[data-part='spacer'] {
    padding: 0;
    border: none;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr[data-tint='current'] td {
    background: ${({ theme }) => theme.color.rowCurrent};
  }
  tbody tr[data-tint='banned'] td {
    background: ${({ theme }) => theme.color.rowBanned};
  }
  [data-part='bone'] {
    display: block;
    height: 1em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.skeleton};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  [data-part='empty'],
  [data-part='error'] {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='error'] {
    color: ${({ theme }) => theme.color.errorText};
  }
  .sr-only {
    ${({ theme }) => theme.visuallyHidden}
  }
`;
