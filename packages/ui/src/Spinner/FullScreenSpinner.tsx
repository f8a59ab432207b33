import styled from 'styled-components';
import { Spinner } from './Spinner.tsx';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

export interface FullScreenSpinnerProps {
  /** Text under the spinner, also its accessible name. */
  label?: string;
}

/** Covers the page while a full-page operation runs (social sign-in return, link callback). */
export function FullScreenSpinner({ label = 'Загрузка' }: FullScreenSpinnerProps) {
  return (
    <Overlay data-testid="full-screen-spinner" aria-busy="true">
      <Spinner size="lg" tone="primary" label={label} />
      <span aria-hidden="true">{label}</span>
    </Overlay>
  );
}
