import { ButtonLink, type ButtonLinkProps } from '@school/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A link to a page of the app with a button's look: followed by the router (no reload), while a middle click or
 * Ctrl+click still opens it in a new tab as any link does.
 */
export function RouterButtonLink({ href, onClick, ...rest }: ButtonLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(href);
  };
  return <ButtonLink href={href} onClick={follow} {...rest} />;
}
