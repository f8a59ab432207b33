import { autoUpdate, flip, hide, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { hidePopover, showPopover } from '../hooks/topLayer.ts';

/**
 * Where an open option list goes: in the top layer (a `popover`), so neither a dialog's scrolling
 * body nor its edge cuts it off, fixed against its toggle by floating-ui (as Radix's Select does):
 * below the toggle, above it when there is more room there, as tall as the room allows and never
 * past the viewport's edges; it follows the toggle while the page or the dialog scrolls or resizes,
 * and hides when the toggle itself is scrolled out of sight.
 */
export function useListPlacement(isOpen: boolean) {
  const theme = useTheme();
  const gap = parseFloat(theme.space(1));
  const edge = parseFloat(theme.space(2));
  const [list, setList] = useState<HTMLElement | null>(null);
  const openRef = useRef(isOpen);
  openRef.current = isOpen;
  const floating = useFloating({
    open: isOpen,
    strategy: 'fixed',
    placement: 'bottom-start',
    /* only an open list is placed and followed: a closed one (display: none) would be measured as
       nothing, and costs no scroll listeners or observers */
    elements: { floating: isOpen ? list : null },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: edge }),
      size({
        padding: edge,
        apply({ availableHeight, rects, elements }) {
          /* a placing still under way when the list closed must not leave its room for the next opening */
          if (!openRef.current) return;
          elements.floating.style.setProperty('--list-width', `${rects.reference.width}px`);
          elements.floating.style.setProperty('--list-room', `${Math.max(0, availableHeight)}px`);
        },
      }),
      shift({ padding: edge }),
      hide({ strategy: 'referenceHidden' }),
    ],
  });

  /* in the top layer before floating-ui measures it: a list there is not clipped by its ancestors */
  useLayoutEffect(() => {
    if (!list) return;
    if (isOpen) {
      showPopover(list);
    } else {
      hidePopover(list);
      /* each opening measures afresh: a room left from the last one would bias the choice of side */
      list.style.removeProperty('--list-room');
    }
  }, [list, isOpen]);

  return {
    setAnchor: floating.refs.setReference,
    setList,
    listStyle: floating.floatingStyles,
    /* not shown until placed, so it never flashes at the viewport's corner */
    placed: floating.isPositioned && !floating.middlewareData.hide?.referenceHidden,
  };
}
