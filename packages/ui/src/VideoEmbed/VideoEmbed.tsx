import { ExternalLink, PlayCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Fallback = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus-visible {
    ${focusRing()}
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
`;

/*
 * What the player may do in its frame: run its own scripts on its own origin (it needs its cookies for
 * quality and captions), go full screen and open the host's page in a new tab. It may not navigate our page,
 * submit forms, open dialogs or download files.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

export interface VideoEmbedProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /**
   * The player's embed URL, already resolved by the caller from a host it allows (VK Video, Rutube, YouTube);
   * null when the video cannot be embedded, and the fallback link is shown instead.
   */
  src: string | null;
  /** The video's title: the frame's accessible name and the fallback link's text. */
  title: string;
  /** The video's page on its host, opened in a new tab when there is no embed. */
  fallbackHref: string;
}

/** A video of a course's material: a 16:9 sandboxed player, or a link to the video where it cannot be embedded. */
export function VideoEmbed({ src, title, fallbackHref, ...rest }: VideoEmbedProps) {
  if (!src) {
    return (
      <div {...rest}>
        <Fallback href={fallbackHref} target="_blank" rel="noopener noreferrer">
          <PlayCircle aria-hidden="true" />
          <span>{title}</span>
          <ExternalLink aria-hidden="true" />
        </Fallback>
      </div>
    );
  }
  return (
    <Frame {...rest}>
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Frame>
  );
}
