import { canOpenAdmin, showsSubjectBadges, type User } from '@school/contract';
import { Button, ProfileDrawer } from '@school/ui';
import { MenuLink } from '../../components/menu-link';
import { TEXTS } from '../../config/texts';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../lib/hooks';
import { logout } from '../../features/session';

export interface ShellProfileDrawerProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/**
 * The signed-in visitor's profile drawer: who they are, 'Настройки', 'Управление' for SENIOR and
 * 'Выйти'. A module of its own, loaded by the shell once someone is signed in: an anonymous visitor
 * never opens it, so it stays out of their first download (issue 16).
 */
export function ShellProfileDrawer({ user, open, onClose }: ShellProfileDrawerProps) {
  const dispatch = useAppDispatch();
  return (
    <ProfileDrawer
      open={open}
      onClose={onClose}
      name={`${user.firstName} ${user.lastName}`}
      roleName={user.roleName}
      avatarSrc={user.avatar}
      subjects={showsSubjectBadges(user.roles) ? user.subjectNames : []}
      phone={user.phone}
      email={user.email}
      actions={
        <>
          <MenuLink to={paths.settings.getHref()} onClick={onClose}>
            {TEXTS.settings}
          </MenuLink>
          {canOpenAdmin(user.roles) && (
            <MenuLink to={paths.admin.home.getHref()} onClick={onClose}>
              {TEXTS.manage}
            </MenuLink>
          )}
          <Button
            variant="text"
            color="error"
            onClick={() => {
              onClose();
              void dispatch(logout());
            }}
          >
            {TEXTS.logout}
          </Button>
        </>
      }
    />
  );
}
