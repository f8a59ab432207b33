import { MenuIcon } from '../icons/shell-icons.tsx';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.size.appBar};
  padding: 0 ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  [data-part='brand'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    color: inherit;
    text-decoration: none;
  }
  [data-part='brand']:focus-visible {
    ${focusRing({ placement: 'edge' })}
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  [data-part='title'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-part='end'] {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    flex: none;
  }
  ${({ theme }) => theme.media.phone} {
    padding: 0 ${({ theme }) => theme.space(1)};
    [data-part='title'] {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

export interface AppBarProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  /** School title next to the logo. */
  title: ReactNode;
  /** Logo element (an image or svg, decorative: the title names the link). */
  logo?: ReactNode;
  /** Where the logo and title lead (home). */
  homeHref?: string;
  /** Called with the click on the logo/title link, e.g. to navigate with the router. */
  onHomeClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shows the menu toggle; called when it is pressed. */
  onMenuClick?: () => void;
  /** Whether the navigation drawer is open (the toggle's `aria-expanded`). */
  menuOpen?: boolean;
  /** Id of the drawer the toggle controls. */
  menuControls?: string;
  /** End slot: the user chip or a 'Войти' button. */
  end?: ReactNode;
}

/** Top bar: menu toggle, logo, school title and an end slot. */
export function AppBar({
  title,
  logo,
  homeHref = '/',
  onHomeClick,
  onMenuClick,
  menuOpen,
  menuControls,
  end,
  ...rest
}: AppBarProps) {
  return (
    <Root {...rest}>
      {onMenuClick && (
        <IconButton label="Меню" aria-expanded={menuOpen} aria-controls={menuControls} onClick={onMenuClick}>
          <MenuIcon />
        </IconButton>
      )}
      <a data-part="brand" href={homeHref} onClick={onHomeClick}>
        {logo}
        <span data-part="title">{title}</span>
      </a>
      {end && <div data-part="end">{end}</div>}
    </Root>
  );
}
