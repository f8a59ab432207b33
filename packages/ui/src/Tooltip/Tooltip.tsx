import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
  [role='tooltip'] {
    position: absolute;
    left: 50%;
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    width: max-content;
    max-width: ${({ theme }) => theme.size.tooltipMaxWidth};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.inverseSurface};
    color: ${({ theme }) => theme.color.onInverseSurface};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    transform: translateX(-50%);
    pointer-events: none;
  }
  &[data-placement='top'] [role='tooltip'] {
    bottom: calc(100% + ${({ theme }) => theme.space(1)});
  }
  &[data-placement='bottom'] [role='tooltip'] {
    top: calc(100% + ${({ theme }) => theme.space(1)});
  }
`;

export interface TooltipProps {
  /** Text of the tooltip; it describes the trigger (`aria-describedby`). */
  content: ReactNode;
  /** The trigger: one focusable element that accepts `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Side of the trigger to show on. */
  placement?: 'top' | 'bottom';
  /** Show from the start (for screenshots and docs). */
  defaultOpen?: boolean;
}

/** A short hint shown on hover and keyboard focus; Esc hides it (WCAG 1.4.13). */
export function Tooltip({ content, children, placement = 'top', defaultOpen = false }: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <Wrapper
      data-placement={placement}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id}>
          {content}
        </span>
      )}
    </Wrapper>
  );
}
