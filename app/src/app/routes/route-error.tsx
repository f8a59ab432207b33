import { Button } from '@school/ui';
import { Component, type ReactNode } from 'react';
import { browser } from '../../lib/browser';
import { CenteredMessage } from '../../components/centered-message';

/** A page that threw or failed to load even after the one reload (see lazyPage). */
export function RouteError() {
  return (
    <CenteredMessage
      title="Что-то пошло не так"
      text="Страница не загрузилась. Проверьте подключение к интернету и обновите страницу."
    >
      <Button onClick={() => browser.reload()}>Обновить страницу</Button>
    </CenteredMessage>
  );
}

interface RouteErrorBoundaryProps {
  /** The history entry shown: going to another one tries the pages again. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  /** The entry the state is for. */
  key: string;
}

/** Shows RouteError in place of the pages when one throws while rendering (React needs a class for it). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { resetKey }: RouteErrorBoundaryProps,
    { key }: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return resetKey === key ? null : { failed: false, key: resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Страница не отрисовалась', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
