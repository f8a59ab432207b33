import { Button } from '@school/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { browser } from '../../lib/browser';
import { NotFoundPage } from './not-found-page';
import { CenteredMessage } from '../../components/centered-message';

/** A page that threw or failed to load even after the one reload (see lazyPage). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <CenteredMessage
      title="Что-то пошло не так"
      text="Страница не загрузилась. Проверьте подключение к интернету и обновите страницу."
    >
      <Button onClick={() => browser.reload()}>Обновить страницу</Button>
    </CenteredMessage>
  );
}
