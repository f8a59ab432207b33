import { TOAST_MS } from '@school/contract';
import { ToastStack } from '@school/ui';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/hooks';
import { dismiss, selectNotifications } from '../../lib/notifications-slice';

/** Shows the notifications of the store top-right, over any open dialog; each hides itself after 5 s. */
export function Toaster() {
  const items = useSelector(selectNotifications);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismiss(id)), [dispatch]);
  return (
    <ToastStack
      toasts={items.map((item) => ({ id: item.id, type: item.tone, message: item.message }))}
      onDismiss={onDismiss}
      duration={TOAST_MS}
    />
  );
}
