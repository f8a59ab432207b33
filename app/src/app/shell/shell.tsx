import { TEXTS } from '../../config/texts';
import {
  AppBar,
  Button,
  IconButton,
  Logo,
  NavigationDrawer,
  UserChip,
  useNavigationDrawerDefaultOpen,
} from '@school/ui';
import { Suspense, useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HelpIcon } from '../../components/icons';
import { company } from '../../config/company';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../lib/hooks';
import { lazyComponent } from '../../lib/lazy-page';
import { useSchoolDetails, useServerConfig } from '../../features/config';
import { VkSignIn } from '../../features/integrations/vk';
import { HelpDialog, OfferDialog } from '../../features/legal';
import { ForgotPasswordDialog } from '../../features/recovery';
import {
  RegistrationDialog,
  selectUnfinishedRegistration,
  UnfinishedRegistrationDialog,
} from '../../features/registration';
import {
  LoginDialog,
  loginDialogChanged,
  selectLoginDialog,
  selectLoginNotice,
  useAfterPageShown,
  useCurrentUser,
  useSessionLoading,
} from '../../features/session';
import { menuFor } from './navigation';

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${({ theme }) => theme.size.appBar});
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

type ShellDialog = 'register' | 'forgot' | 'help';

const ShellProfileDrawer = lazyComponent(() => import('./profile-drawer'), 'ShellProfileDrawer');

/**
 * VK ID's control under the sign-in and registration dialogs, once the server says VK ID is on. Composed here, so
 * that the session and registration know nothing of VK ID, which itself signs out through the session.
 */
function VkSignInWhenOn() {
  const vkId = useServerConfig()?.vkId;
  return vkId ? <VkSignIn appId={vkId.appId} /> : null;
}

/** The frame of every page except the no-shell ones: app bar, both drawers and the shell's dialogs. */
export function Shell() {
  const user = useCurrentUser();
  const loading = useSessionLoading();
  const loginOpen = useSelector(selectLoginDialog);
  const loginNotice = useSelector(selectLoginNotice);
  const unfinishedRegistration = useSelector(selectUnfinishedRegistration);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const desktop = useNavigationDrawerDefaultOpen();
  const [navOpen, setNavOpen] = useState(desktop);
  // Crossing the desktop breakpoint resets the menu to that side's default.
  useEffect(() => setNavOpen(desktop), [desktop]);
  const [profileOpen, setProfileOpen] = useState(false);
  /* The closed profile drawer's file comes after the page (issue 16); a tap on the chip before then asks for it. */
  const drawerWanted = useAfterPageShown();
  /* The menu's 'Сайт школы' is the server's setting (SCHOOL_WEBSITE): a small answer from the server's memory,
     asked with the page (the help dialog, the offer and the policy share it), and the link shows once it is in. */
  const website = useSchoolDetails()?.website;
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  // The offer opens above the registration or help dialog, which keep their state underneath.
  const [offerOpen, setOfferOpen] = useState(false);
  const navId = useId();

  const menu = menuFor(user, pathname, website);
  const closeDialog = () => setDialog(null);
  const openLogin = () => {
    setDialog(null);
    dispatch(loginDialogChanged(true));
  };
  const openFromLogin = (next: ShellDialog) => {
    dispatch(loginDialogChanged(false));
    setDialog(next);
  };

  let end;
  if (user) {
    end = (
      <UserChip
        name={`${user.firstName} ${user.lastName}`}
        roleName={user.roleName}
        avatarSrc={user.avatar}
        aria-expanded={profileOpen}
        onClick={() => setProfileOpen(true)}
      />
    );
  } else if (!loading) {
    end = <Button onClick={openLogin}>{TEXTS.signIn}</Button>;
  }

  return (
    <>
      <SkipLink href="#main">Перейти к содержимому</SkipLink>
      <AppBar
        title={company.schoolTitle}
        logo={<Logo />}
        homeHref={paths.home.getHref()}
        onHomeClick={(event) => {
          event.preventDefault();
          navigate(paths.home.getHref());
        }}
        onMenuClick={() => setNavOpen((open) => !open)}
        menuOpen={navOpen}
        menuControls={navId}
        end={
          <>
            <IconButton label="Помощь" onClick={() => setDialog('help')}>
              <HelpIcon />
            </IconButton>
            {end}
          </>
        }
      />
      <Body>
        <NavigationDrawer
          id={navId}
          aria-label={menu.label}
          items={menu.items}
          open={navOpen}
          onOpenChange={setNavOpen}
          onNavigate={(item, event) => {
            if (item.external || !item.href) return;
            event.preventDefault();
            navigate(item.href);
          }}
        />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>

      {/* A boundary of its own: an already-shown one that had to take in the drawer would hide the page meanwhile. */}
      {user && (drawerWanted || profileOpen) && (
        <Suspense fallback={null}>
          <ShellProfileDrawer user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {loginOpen && !user && (
          <LoginDialog
            open
            notice={loginNotice}
            onClose={() => dispatch(loginDialogChanged(false))}
            onRegister={() => openFromLogin('register')}
            onForgotPassword={() => openFromLogin('forgot')}
            otherSignIn={<VkSignInWhenOn />}
          />
        )}
        {dialog === 'register' && (
          <RegistrationDialog
            open
            onClose={closeDialog}
            onCreated={() => {
              closeDialog();
              navigate(paths.register.getHref());
            }}
            onSignIn={openLogin}
            onShowOffer={() => setOfferOpen(true)}
            otherSignIn={<VkSignInWhenOn />}
          />
        )}
        {dialog === 'forgot' && <ForgotPasswordDialog open onClose={closeDialog} />}
        {dialog === 'help' && <HelpDialog open onClose={closeDialog} onShowOffer={() => setOfferOpen(true)} />}
        {offerOpen && <OfferDialog open onClose={() => setOfferOpen(false)} />}
        {unfinishedRegistration && !user && dialog === null && !loginOpen && <UnfinishedRegistrationDialog open />}
      </Suspense>
    </>
  );
}
