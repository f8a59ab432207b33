import { MESSAGES, type User } from '@school/contract';
import { Button, formatPhone, PasswordField, Switch, TextField } from '@school/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../../../config/texts';
import { useForm } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { isWrongCurrentPassword, useUpdateProfileMutation } from '../api';
import { forgetAboutDraft, readAboutDraft, writeAboutDraft } from '../about-draft';
import {
  aboutCounter,
  buildUpdateBody,
  hasChanges,
  initialProfileValues,
  mayShowTelegram,
  profileFormSpec,
  writesAbout,
} from '../profile-form';
import { PROFILE_TEXTS } from '../texts';
import { AvatarPicker } from './avatar-picker';
import { SettingsSection } from './settings-section';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;

  [data-part='fields'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    ${({ theme }) => theme.media.phone} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  [data-part='stack'] {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
  }
  [data-part='hint'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='submit'] {
    display: flex;
    justify-content: flex-end;
  }
`;

/* Read-only values as text, not as inputs that look editable but refuse typing. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Names, avatar and password of the signed-in user, saved together with 'Сохранить' in one
 * update-profile call. The button follows the rules at once and needs a change; the messages under
 * the passwords wait for a pause in typing (platform.md section 5).
 */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const form = useForm(profileFormSpec, initialProfileValues(user, readAboutDraft(user.username)));
  const [avatar, setAvatar] = useState<string | null>(null);
  const [showTelegram, setShowTelegram] = useState(user.showTelegram);
  /* What is typed into 'О себе' outlives a reload until it is saved. */
  const aboutText = form.values.about;
  useEffect(() => writeAboutDraft(user.username, aboutText, user.about), [aboutText, user.about, user.username]);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  /* The server said the current password is wrong: said at that field until it is edited. */
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);

  const draft = { values: form.values, avatar, showTelegram };
  const canSave = form.valid && hasChanges(user, draft) && !isLoading && !wrongCurrent;
  const viaVk = user.signupMethod === 'vk';

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const result = await updateProfile(buildUpdateBody({ values, avatar, showTelegram }, user));
    // Any other refusal is toasted by the common handler; either way the form keeps what was typed.
    if (result.error) {
      if (isWrongCurrentPassword(result.error)) {
        setWrongCurrent(true);
        currentInput.current?.focus();
      }
      return;
    }
    setAvatar(null);
    forgetAboutDraft(user.username);
    for (const name of ['currentPassword', 'password', 'repeat'] as const) form.setValue(name, '');
    dispatch(notify(PROFILE_TEXTS.saved, 'success'));
  });

  /* The current password is asked for as soon as the new one has been checked, even if it was never touched. */
  const current = form.field('currentPassword');
  const newPasswordChecked = form.checks.password.state === 'valid' || form.checks.password.state === 'invalid';
  if (!current.error && newPasswordChecked) {
    current.error = profileFormSpec.currentPassword.rule?.(form.values.currentPassword, form.values);
  }
  if (wrongCurrent) {
    current.error = MESSAGES.wrongCurrentPassword;
    const { onChange } = current;
    current.onChange = (event) => {
      setWrongCurrent(false);
      onChange(event);
    };
  }

  return (
    <Form onSubmit={submit} noValidate>
      <SettingsSection title={PROFILE_TEXTS.personalSection}>
        <AvatarPicker
          name={`${user.firstName} ${user.lastName}`}
          current={user.avatar}
          draft={avatar}
          onChange={setAvatar}
        />
        <div data-part="fields">
          <TextField label={PROFILE_TEXTS.firstName} autoComplete="given-name" fullWidth {...form.field('firstName')} />
          <TextField label={PROFILE_TEXTS.lastName} autoComplete="family-name" fullWidth {...form.field('lastName')} />
        </div>
      </SettingsSection>

      {writesAbout(user) && (
        <SettingsSection title={PROFILE_TEXTS.teacherSection}>
          <p data-part="hint">{PROFILE_TEXTS.aboutHint}</p>
          <TextField
            label={PROFILE_TEXTS.about}
            multiline
            rows={5}
            fullWidth
            {...form.field('about')}
            helperText={aboutCounter(form.values.about)}
          />
          {mayShowTelegram(user) && (
            <Switch
              label={PROFILE_TEXTS.showTelegram}
              checked={showTelegram}
              onChange={(event) => setShowTelegram(event.target.checked)}
            />
          )}
        </SettingsSection>
      )}

      <SettingsSection title={PROFILE_TEXTS.contactsSection}>
        <Details>
          <dt>{PROFILE_TEXTS.email}</dt>
          <dd>{user.email ?? PROFILE_TEXTS.emailNotGiven}</dd>
          <dt>{PROFILE_TEXTS.phone}</dt>
          <dd>{user.phone ? formatPhone(user.phone) : PROFILE_TEXTS.phoneNotGiven}</dd>
        </Details>
        <Note>{PROFILE_TEXTS.contactsNote}</Note>
      </SettingsSection>

      <SettingsSection title={PROFILE_TEXTS.passwordSection}>
        {viaVk ? (
          <p>{MESSAGES.vkPasswordChange}</p>
        ) : (
          <div data-part="stack">
            <p data-part="hint">{PROFILE_TEXTS.passwordHint}</p>
            <PasswordField
              ref={currentInput}
              label={PROFILE_TEXTS.currentPassword}
              autoComplete="current-password"
              fullWidth
              {...current}
            />
            <PasswordField
              label={PROFILE_TEXTS.newPassword}
              autoComplete="new-password"
              fullWidth
              {...form.field('password')}
            />
            <PasswordField
              label={PROFILE_TEXTS.repeatPassword}
              autoComplete="new-password"
              fullWidth
              {...form.field('repeat')}
            />
          </div>
        )}
      </SettingsSection>

      <div data-part="submit">
        <Button type="submit" disabled={!canSave} loading={isLoading}>
          {TEXTS.save}
        </Button>
      </div>
    </Form>
  );
}
