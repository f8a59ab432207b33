import { Check } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Root = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li:not(:last-child)::after {
    content: '';
    flex: 1;
    min-width: ${({ theme }) => theme.space(4)};
    height: ${({ theme }) => theme.size.borderStrong};
    background: ${({ theme }) => theme.color.divider};
  }
  li[data-state='done']:not(:last-child)::after {
    background: ${({ theme }) => theme.color.accent};
  }
  [data-part='dot'] {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.size.stepDot};
    height: ${({ theme }) => theme.size.stepDot};
    border-radius: 50%;
    border: ${({ theme }) => theme.size.borderStrong} solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='dot'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  li[data-state='current'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  li[data-state='current'] [data-part='dot'],
  li[data-state='done'] [data-part='dot'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
  [data-part='sr'] {
    ${({ theme }) => theme.visuallyHidden}
  }
  [data-part='title'] {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${({ theme }) => theme.media.phone} {
    /* only the current title fits on a phone; the others keep their number */
    li:not([data-state='current']) [data-part='title'] {
      ${({ theme }) => theme.visuallyHidden}
    }
    li {
      flex: none;
    }
    li[data-state='current'] {
      flex: 1;
    }
    /* the one title shown wraps rather than losing its end to an ellipsis ('Подтверждение почты' at 360 px) */
    li[data-state='current'] [data-part='title'] {
      white-space: normal;
    }
  }
`;

export interface StepperProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** Step titles in order. */
  steps: string[];
  /** Index of the current step (0-based); earlier steps are shown as done. */
  current: number;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/** Progress through a wizard: done steps with a tick, the current one highlighted. */
export function Stepper({ steps, current, 'aria-label': label = 'Шаги регистрации', ...rest }: StepperProps) {
  return (
    <Root aria-label={label} {...rest}>
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={title} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span data-part="dot" aria-hidden="true">
              {state === 'done' ? <Check strokeWidth={3} /> : index + 1}
            </span>
            <span data-part="title">
              {title}
              {state === 'done' && <span data-part="sr"> (выполнен)</span>}
            </span>
          </li>
        );
      })}
    </Root>
  );
}
