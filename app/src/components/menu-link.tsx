import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A navigation entry among text buttons (the profile drawer's 'Настройки' and 'Управление'): a real
 * link, so it can be opened in a new tab, drawn like @school/ui's text Button next to it.
 */
export const MenuLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
