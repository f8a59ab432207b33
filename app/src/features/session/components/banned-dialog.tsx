import { ERROR_CODES, MESSAGES } from '@school/contract';
import { TEXTS } from '../../../config/texts';
import { ErrorDialog } from '@school/ui';
import { logout } from '../session';
import { useAppDispatch } from '../../../lib/hooks';

/** A banned account sees only this (platform.md section 8); the one way on is signing out. */
export function BannedDialog() {
  const dispatch = useAppDispatch();
  return (
    <ErrorDialog
      open
      title={TEXTS.bannedTitle}
      code={ERROR_CODES.banned}
      actionLabel={TEXTS.bannedLogout}
      onAction={() => void dispatch(logout())}
    >
      {MESSAGES.banned}
    </ErrorDialog>
  );
}
