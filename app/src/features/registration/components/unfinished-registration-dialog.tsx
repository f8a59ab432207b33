import { TEXTS } from '../../../config/texts';
import { Button, Dialog } from '@school/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../lib/hooks';
import { useCancelRegistrationMutation } from '../pending-api';
import { COOKIE, readCookie, removeCookie } from '../../../lib/cookies';
import { unfinishedRegistrationChanged } from '../unfinished-registration';

/** Offered when the tempuserId cookie points at a pending registration that still exists. */
export function UnfinishedRegistrationDialog({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cancelRegistration, { isLoading }] = useCancelRegistrationMutation();

  const close = () => dispatch(unfinishedRegistrationChanged(false));

  async function cancel() {
    const id = readCookie(COOKIE.tempuserId);
    if (id) await cancelRegistration(id);
    removeCookie(COOKIE.tempuserId);
    close();
  }

  function resume() {
    close();
    navigate(paths.register.getHref());
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={TEXTS.unfinishedRegistration}
      actions={
        <>
          <Button variant="outlined" onClick={() => void cancel()} loading={isLoading}>
            {TEXTS.cancel}
          </Button>
          <Button onClick={resume}>{TEXTS.continue}</Button>
        </>
      }
    >
      <p>
        Вы начали регистрацию на платформе, но не завершили ее. Продолжите с того места, где остановились, или отмените
        ее.
      </p>
    </Dialog>
  );
}
