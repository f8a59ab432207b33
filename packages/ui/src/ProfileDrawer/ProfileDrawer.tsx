import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { size } from '../theme/tokens.ts';
import { formatPhone } from '../format/phone.ts';

const profileDrawerWidth = size.profileDrawer;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  [data-part='who'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    text-align: center;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  [data-part='role'] {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='subjects'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-part='actions'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    padding-top: ${({ theme }) => theme.space(3)};
  }
  [data-part='actions'] > * {
    justify-content: flex-start;
  }
`;

export interface ProfileDrawerProps {
  /** Whether the sheet is shown. */
  open: boolean;
  /** Asked to close (Esc, scrim). */
  onClose: () => void;
  /** Full name. */
  name: string;
  /** Role name ('Старший преподаватель'). */
  roleName: string;
  /** Avatar image. */
  avatarSrc?: string | null;
  /** Taught subjects as badges (only for teaching roles: the caller decides). */
  subjects?: string[];
  /** Phone number. */
  phone?: string | null;
  /** E-mail address. */
  email?: string | null;
  /** Entries at the bottom: 'Настройки', 'Управление', 'Выйти' (buttons or links). */
  actions?: ReactNode;
}

/** Right side sheet with the signed-in user's profile and account entries. */
export function ProfileDrawer({
  open,
  onClose,
  name,
  roleName,
  avatarSrc,
  subjects = [],
  phone,
  email,
  actions,
}: ProfileDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} side="right" width={profileDrawerWidth} aria-label="Профиль">
      <Body>
        <div data-part="who">
          <Avatar name={name} src={avatarSrc} size="xl" decorative />
          <h2>{name}</h2>
          <p data-part="role">{roleName}</p>
          {subjects.length > 0 && (
            <ul data-part="subjects" aria-label="Преподаваемые предметы">
              {subjects.map((subject) => (
                <li key={subject}>
                  <Badge tone="neutral">{subject}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DescriptionList
          items={[
            ...(phone ? [{ term: 'Телефон', description: formatPhone(phone) }] : []),
            ...(email ? [{ term: 'Почта', description: email }] : []),
          ]}
        />
        {actions && <div data-part="actions">{actions}</div>}
      </Body>
    </Drawer>
  );
}
