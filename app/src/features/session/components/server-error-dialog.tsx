import { ERROR_CODES } from '@school/contract';
import { TEXTS } from '../../../config/texts';
import { ErrorDialog } from '@school/ui';
import { browser } from '../../../lib/browser';

/** The health check failed: nothing works without the server, so the dialog cannot be dismissed. */
export function ServerErrorDialog() {
  return (
    <ErrorDialog
      open
      title={TEXTS.serverErrorTitle}
      code={ERROR_CODES.serverError}
      actionLabel="Обновить страницу"
      onAction={() => browser.reload()}
    >
      На сервере произошла внутренняя ошибка, или он временно недоступен. Попробуйте обновить страницу через несколько
      минут.
    </ErrorDialog>
  );
}
