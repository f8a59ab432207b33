import { DEBOUNCE_MS, MESSAGES, rules, TEXTS, type Subject, type TempUser } from '@school/contract';
import { Button, DataTable, PasswordField, TextField, type DataTableColumn, type ValidationStatus } from '@school/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { useDebouncedCheck, type CheckResult, type CheckState } from '../../../lib/use-debounced-check';
import { registrationApi } from '../api';
import type { ReviewValues } from '../hooks/use-registration-wizard';
import type { ScoreEntry } from '../wizard-model';

export interface ReviewStepProps {
  tempUser: TempUser;
  /** A staff invitation (route id): login and password are chosen here, there is no questionnaire. */
  invited: boolean;
  /** Without a route id: the questionnaire to show. */
  grade: number | null;
  scores: readonly ScoreEntry[];
  subjects: readonly Subject[];
  submitting: boolean;
  registered: boolean;
  onBack: () => void;
  onSubmit: (values: ReviewValues) => void;
}

const fieldStatus: Record<CheckState, ValidationStatus> = {
  idle: 'none',
  pending: 'none',
  checking: 'checking',
  valid: 'valid',
  invalid: 'invalid',
};

const localCheck = (message: string | null): CheckResult =>
  message ? { state: 'invalid', message } : { state: 'valid' };

/** Step 3: names, the read-only e-mail, and either login and password (invitation) or the questionnaire. */
export function ReviewStep(props: ReviewStepProps) {
  const { tempUser, invited, grade, scores, subjects, submitting, registered, onBack, onSubmit } = props;
  const dispatch = useAppDispatch();
  const [firstName, setFirstName] = useState(tempUser.firstName);
  const [lastName, setLastName] = useState(tempUser.lastName);
  const [login, setLogin] = useState(tempUser.username ?? '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  const checkLogin = useCallback(
    async (value: string): Promise<CheckResult> => {
      const local = rules.login(value);
      if (local) return { state: 'invalid', message: local };
      const answer = await dispatch(
        registrationApi.endpoints.checkRegistrationLogin.initiate(value.trim(), {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      return answer.data
        ? { state: 'valid', message: answer.data.message || MESSAGES.loginFree }
        : { state: 'invalid', message: errorMessage(answer.error, MESSAGES.loginTaken) };
    },
    [dispatch],
  );
  const loginCheck = useDebouncedCheck(invited ? login : '', DEBOUNCE_MS, checkLogin);
  const passwordCheck = useDebouncedCheck(password, DEBOUNCE_MS, (value) => localCheck(rules.password(value)));
  const repeatCheck = useDebouncedCheck(
    repeat,
    DEBOUNCE_MS,
    (value) => localCheck(rules.repeatPassword(password, value) ?? rules.password(value)),
    password,
  );

  const namesValid = rules.personName(firstName) === null && rules.personName(lastName) === null;
  const credentialsValid =
    !invited ||
    (loginCheck.state === 'valid' &&
      passwordCheck.state === 'valid' &&
      repeatCheck.state === 'valid' &&
      rules.repeatPassword(password, repeat) === null);
  const canSubmit = namesValid && credentialsValid && !submitting && !registered;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit(invited ? { firstName, lastName, username: login, password } : { firstName, lastName });
  };

  return (
    <section aria-labelledby="review-step-title" data-step="review">
      <h2 id="review-step-title">Завершение регистрации</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          fullWidth
          label="Имя"
          value={firstName}
          autoComplete="given-name"
          error={rules.personName(firstName)}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          fullWidth
          label="Фамилия"
          value={lastName}
          autoComplete="family-name"
          error={rules.personName(lastName)}
          onChange={(event) => setLastName(event.target.value)}
        />
        <TextField fullWidth label="Почта" value={tempUser.email ?? ''} readOnly />

        {invited ? (
          <>
            <TextField
              fullWidth
              label="Логин"
              value={login}
              autoComplete="username"
              status={fieldStatus[loginCheck.state]}
              helperText={loginCheck.state === 'valid' ? loginCheck.message : undefined}
              error={loginCheck.state === 'invalid' ? loginCheck.message : undefined}
              onChange={(event) => setLogin(event.target.value)}
            />
            <PasswordField
              fullWidth
              label="Пароль"
              value={password}
              autoComplete="new-password"
              error={passwordCheck.state === 'invalid' ? passwordCheck.message : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordField
              fullWidth
              label="Повторите пароль"
              value={repeat}
              autoComplete="new-password"
              error={repeatCheck.state === 'invalid' ? repeatCheck.message : undefined}
              onChange={(event) => setRepeat(event.target.value)}
            />
          </>
        ) : (
          <QuestionnaireSummary grade={grade} scores={scores} subjects={subjects} />
        )}

        <div data-part="actions">
          {!invited && (
            <Button variant="outlined" onClick={onBack} disabled={submitting || registered}>
              Назад
            </Button>
          )}
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            {TEXTS.register}
          </Button>
        </div>
        {registered && <p role="status">Регистрация завершена. Сейчас вы перейдете на главную страницу.</p>}
      </form>
    </section>
  );
}

interface SummaryRow {
  shortname: string;
  name: string;
  points: number;
  olympics: boolean;
}

const summaryColumns: DataTableColumn<SummaryRow>[] = [
  { key: 'subject', header: 'Предмет', cell: (row) => row.name },
  { key: 'points', header: 'Желаемый результат', cell: (row) => row.points, align: 'end' },
  { key: 'olympics', header: 'Олимпиада', cell: (row) => (row.olympics ? 'Да' : 'Нет') },
];

function QuestionnaireSummary({ grade, scores, subjects }: Pick<ReviewStepProps, 'grade' | 'scores' | 'subjects'>) {
  const rows = scores.map((entry) => ({
    ...entry,
    name: subjects.find((subject) => subject.shortname === entry.shortname)?.name ?? entry.shortname,
  }));
  return (
    <>
      <p>
        Класс: <strong>{grade}</strong>
      </p>
      <DataTable caption="Выбранные предметы" columns={summaryColumns} rows={rows} getRowId={(row) => row.shortname} />
    </>
  );
}
