import {
  DEBOUNCE_MS,
  EMAIL_DEBOUNCE_MS,
  PARENT_CONSENT_AGE,
  rules,
  type Subject,
  type TempUser,
} from '@school/contract';
import {
  Button,
  ChoiceChips,
  DataTable,
  DescriptionList,
  media,
  PasswordField,
  TextField,
  useMediaQuery,
  type ChoiceOption,
  type DataTableColumn,
} from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PlainList } from '../../../components/plain-list';
import { paths } from '../../../config/paths';
import { TEXTS } from '../../../config/texts';
import { newLoginField, newPasswordField, repeatPasswordField } from '../../../lib/form/fields';
import { useForm, type FormSpec } from '../../../lib/form/use-form';
import { useAvailabilityChecks } from '../hooks/use-availability-checks';
import type { ScoreEntry } from '../wizard-model';
import type { ReviewValues } from '../wizard-state';
import { PanelRow } from '../../../components/panel';

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

type ReviewField = 'firstName' | 'lastName' | 'username' | 'password' | 'repeat' | 'parentName' | 'parentEmail';

/* Names show their message at once; login, password and repeat wait for a pause (platform.md section 5). */
const nameField = { rule: rules.personName, show: 'always' } as const;

const ageOptions: ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Да' },
  { value: 'no', label: 'Нет' },
];

/**
 * Step 3: names, the read-only e-mail, and either login and password (invitation) or the questionnaire
 * with 'Вам уже исполнилось 14 лет?' (152-ФЗ). The question is here, not in the registration dialog,
 * because both self-registrations pass this step (the dialog and VK ID) and invitations (staff) do not,
 * and the account is made by this step's submit, so the parent is asked right when it exists.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { tempUser, invited, grade, scores, subjects, submitting, registered, onBack, onSubmit } = props;
  const availability = useAvailabilityChecks();
  /* 'Вам уже исполнилось 14 лет?' (self-registration only): null until answered, which Continue waits for. */
  const [age, setAge] = useState<'yes' | 'no' | null>(null);
  const under14 = !invited && age === 'no';
  const spec: FormSpec<ReviewField> = {
    firstName: nameField,
    lastName: nameField,
    // Without an invitation these fields are not shown: no rule, nothing to wait for.
    username: invited ? { ...newLoginField(availability.login), indicator: true } : {},
    password: invited ? newPasswordField : {},
    repeat: invited ? repeatPasswordField : {},
    // Only under 14: the parent who confirms the consent, not the student's own address.
    parentName: under14 ? { rule: rules.personName, debounceMs: DEBOUNCE_MS } : {},
    parentEmail: under14
      ? { rule: (value) => rules.parentEmail(value, tempUser.email), debounceMs: EMAIL_DEBOUNCE_MS }
      : {},
  };
  const initial = {
    firstName: tempUser.firstName,
    lastName: tempUser.lastName,
    username: invited ? (tempUser.username ?? '') : '',
    password: '',
    repeat: '',
    parentName: '',
    parentEmail: '',
  };
  const form = useForm(spec, initial);
  /* Login, password, repeat and the parent's fields count once their messages say so, not while typing goes on. */
  const canSubmit = form.settled && (invited || age !== null) && !submitting && !registered;

  const submit = form.handleSubmit(({ firstName, lastName, username, password, parentName, parentEmail }) => {
    if (submitting || registered || (!invited && age === null)) return;
    if (invited) onSubmit({ firstName, lastName, username, password });
    else if (under14) {
      onSubmit({ firstName, lastName, under14, parent: { name: parentName.trim(), email: parentEmail.trim() } });
    } else onSubmit({ firstName, lastName, under14: false });
  }, 'settled');

  return (
    <section aria-labelledby="review-step-title" data-step="review">
      <h2 id="review-step-title">Завершение регистрации</h2>
      <form onSubmit={submit} noValidate>
        <TextField fullWidth label="Имя" autoComplete="given-name" {...form.field('firstName')} />
        <TextField fullWidth label="Фамилия" autoComplete="family-name" {...form.field('lastName')} />
        {/* A registration through VK ID may come without an e-mail: no empty field to puzzle over. */}
        {tempUser.email && <TextField fullWidth label="Почта" value={tempUser.email} readOnly />}

        {invited ? (
          <>
            <TextField fullWidth label="Логин" autoComplete="username" {...form.field('username')} />
            <PasswordField fullWidth label="Пароль" autoComplete="new-password" {...form.field('password')} />
            <PasswordField fullWidth label="Повторите пароль" autoComplete="new-password" {...form.field('repeat')} />
          </>
        ) : (
          <>
            <QuestionnaireSummary grade={grade} scores={scores} subjects={subjects} />
            <ChoiceChips<'yes' | 'no'>
              label={`Вам уже исполнилось ${PARENT_CONSENT_AGE} лет?`}
              hint="Если нет, регистрацию подтвердит родитель или другой законный представитель: мы отправим ему письмо со ссылкой."
              options={ageOptions}
              value={age}
              onChange={setAge}
            />
            {under14 && (
              <fieldset data-part="parent">
                <legend>Родитель или законный представитель</legend>
                <TextField fullWidth label="Имя и фамилия родителя" autoComplete="off" {...form.field('parentName')} />
                <TextField
                  fullWidth
                  label="Почта родителя"
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  {...form.field('parentEmail')}
                />
              </fieldset>
            )}
            <p data-part="policy">
              Как мы обрабатываем Ваши данные, описано в{' '}
              <a href={paths.privacy.getHref()} target="_blank" rel="noreferrer">
                Политике обработки персональных данных
              </a>
              .
            </p>
          </>
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
        {registered && <p role="status">Регистрация завершена. Сейчас Вы перейдете на главную страницу.</p>}
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

const SUMMARY = {
  caption: 'Выбранные предметы',
  subject: 'Предмет',
  points: 'Желаемый результат',
  olympics: 'Олимпиада',
};
const olympicsText = (row: SummaryRow) => (row.olympics ? 'Да' : 'Нет');

const summaryColumns: DataTableColumn<SummaryRow>[] = [
  { key: 'subject', header: SUMMARY.subject, cell: (row) => row.name },
  { key: 'points', header: SUMMARY.points, cell: (row) => row.points, align: 'end' },
  { key: 'olympics', header: SUMMARY.olympics, cell: olympicsText },
];

/* On a phone the three columns do not fit beside a long subject name: one card per subject, each value under its
   column's name, instead of a table whose last columns hide behind a side scroll. */
const Card = styled(PanelRow)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

function SummaryCards({ rows }: { rows: SummaryRow[] }) {
  return (
    <PlainList aria-label={SUMMARY.caption}>
      {rows.map((row) => (
        <Card key={row.shortname} aria-labelledby={`summary-${row.shortname}`}>
          <h3 id={`summary-${row.shortname}`}>{row.name}</h3>
          <DescriptionList
            align="end"
            items={[
              { term: SUMMARY.points, description: row.points },
              { term: SUMMARY.olympics, description: olympicsText(row) },
            ]}
          />
        </Card>
      ))}
    </PlainList>
  );
}

function QuestionnaireSummary({ grade, scores, subjects }: Pick<ReviewStepProps, 'grade' | 'scores' | 'subjects'>) {
  const phone = useMediaQuery(media.phone);
  const rows = scores.map((entry) => ({
    ...entry,
    name: subjects.find((subject) => subject.shortname === entry.shortname)?.name ?? entry.shortname,
  }));
  return (
    <>
      <p>
        Класс: <strong>{grade}</strong>
      </p>
      {phone ? (
        <SummaryCards rows={rows} />
      ) : (
        <DataTable caption={SUMMARY.caption} columns={summaryColumns} rows={rows} getRowId={(row) => row.shortname} />
      )}
    </>
  );
}
