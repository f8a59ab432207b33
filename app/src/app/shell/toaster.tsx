import { ToastStack } from '@school/ui';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dismiss, selectNotifications } from '../../lib/notifications-slice';

/** Shows the notifications of the store top-right; each hides itself after 5 s. */
export function Toaster() {
  const items = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismiss(id)), [dispatch]);
  return (
    <ToastStack
      toasts={items.map((item) => ({ id: item.id, type: item.tone, message: item.message }))}
      onDismiss={onDismiss}
    />
  );
}
