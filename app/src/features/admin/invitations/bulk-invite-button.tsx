import { Button } from '@school/ui';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-page';
import { useCurrentUser } from '../../session';
import { useAdminRolesQuery } from '../users/api';
import { creatableRoles } from '../users/users-policy';
import { BULK_TEXTS } from './bulk-texts';

/* The dialog brings papaparse: loaded on the first click, never with the page. */
const BulkInviteDialog = lazyComponent(() => import('./bulk-invite-dialog'), 'BulkInviteDialog');

/** 'Пригласить списком' in the users page's toolbar; hidden from a viewer who may give no role. */
export function BulkInviteButton() {
  const viewer = useCurrentUser();
  const { data: roles = [] } = useAdminRolesQuery();
  const [open, setOpen] = useState(false);
  if (!viewer || creatableRoles(viewer.roles, roles).length === 0) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {BULK_TEXTS.open}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BulkInviteDialog open onClose={() => setOpen(false)} viewer={viewer} roles={roles} />
        </Suspense>
      ) : null}
    </>
  );
}
