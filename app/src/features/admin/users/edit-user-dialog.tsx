import {
  MESSAGES,
  rules,
  subjectsTeachFor,
  type Role,
  type RoleShortname,
  type Subject,
  type User,
} from '@school/contract';
import { Avatar, Button, ConfirmDialog, Dialog, MultiSelect, TextField } from '@school/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DialogForm } from '../../../components/dialog-layout';
import { TEXTS } from '../../../config/texts';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useEditUserMutation, useSetBannedMutation } from './api';
import { fullName } from './filter-users';
import { USERS_TEXTS } from './texts';
import { editRoleOptions, teachesSubjects } from './users-policy';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* The ban button sits at the start of the footer, away from 'Сохранить'. */
const Spacer = styled.span`
  flex: 1;
`;

export interface EditUserDialogProps {
  /** The account being edited; the page opens the dialog only for rows the viewer may manage. */
  user: User;
  viewer: Pick<User, 'roles'>;
  roles: Role[];
  subjects: Subject[];
  onClose: () => void;
}

/**
 * The edit dialog of platform.md section 2: names, roles, taught subjects, ban / unban with a
 * confirm step. A refusal of the server is toasted and the dialog keeps what was entered.
 */
export function EditUserDialog({ user, viewer, roles, subjects, onClose }: EditUserDialogProps) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [userRoles, setUserRoles] = useState<RoleShortname[]>(user.roles);
  const [taught, setTaught] = useState<string[]>(user.subjectsTeach);
  const [banned, setBanned] = useState(user.isBanned);
  const [confirming, setConfirming] = useState(false);
  const [save, { isLoading: saving }] = useEditUserMutation();
  const [toggleBan, { isLoading: banning }] = useSetBannedMutation();

  const teaches = teachesSubjects(userRoles);
  const firstNameError = rules.personName(firstName);
  const lastNameError = rules.personName(lastName);
  const valid = !firstNameError && !lastNameError && userRoles.length > 0;
  const name = fullName(user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const answer = await save({
      username: user.username,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      roles: userRoles,
      // Only TEACHER and above keep taught subjects: the others are sent an empty list.
      subjectsTeach: subjectsTeachFor(userRoles, taught),
    });
    if ('error' in answer) return;
    dispatch(notify(USERS_TEXTS.saved, 'success'));
    onClose();
  };

  const confirmBan = async () => {
    const answer = await toggleBan({ username: user.username, banned: !banned });
    setConfirming(false);
    if ('error' in answer) return;
    dispatch(notify(banned ? USERS_TEXTS.unbannedToast(name) : USERS_TEXTS.bannedToast(name), 'success'));
    setBanned(!banned);
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={USERS_TEXTS.editTitle}
        actions={
          <>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {banned ? TEXTS.unban : TEXTS.ban}
            </Button>
            <Spacer />
            <Button variant="text" onClick={onClose}>
              {USERS_TEXTS.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={!valid} loading={saving}>
              {TEXTS.save}
            </Button>
          </>
        }
      >
        <DialogForm id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Who>
            <Avatar name={name} src={user.avatar} size="lg" />
            <div>
              <strong>{user.username}</strong>
              <p>{user.email}</p>
            </div>
          </Who>
          <TextField
            label={USERS_TEXTS.firstName}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={firstNameError}
            autoComplete="off"
            fullWidth
          />
          <TextField
            label={USERS_TEXTS.lastName}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={lastNameError}
            autoComplete="off"
            fullWidth
          />
          <MultiSelect
            label={USERS_TEXTS.roles}
            options={editRoleOptions(viewer.roles, roles)}
            value={userRoles}
            onChange={setUserRoles}
            error={userRoles.length === 0 ? MESSAGES.rolesRequired : null}
            fullWidth
          />
          <MultiSelect
            label={USERS_TEXTS.subjects}
            options={subjects.map((subject) => ({ value: subject.shortname, label: subject.name }))}
            value={teaches ? taught : []}
            onChange={setTaught}
            disabled={!teaches}
            helperText={teaches ? undefined : USERS_TEXTS.subjectsDisabledHint}
            fullWidth
          />
        </DialogForm>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={banned ? USERS_TEXTS.unbanTitle(name) : USERS_TEXTS.banTitle(name)}
        confirmLabel={banned ? TEXTS.unban : TEXTS.ban}
        cancelLabel={USERS_TEXTS.cancel}
        destructive={!banned}
        loading={banning}
        onConfirm={() => void confirmBan()}
        onCancel={() => setConfirming(false)}
      >
        <p>{banned ? USERS_TEXTS.unbanText : USERS_TEXTS.banText}</p>
      </ConfirmDialog>
    </>
  );
}
