import { FullScreenSpinner, Spinner, Stepper } from '@school/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackHomeButton } from '../../../components/back-home-button';
import { CenteredMessage } from '../../../components/centered-message';
import { SiteHeader } from '../../../components/site-header';
import { useGetRegistrationSubjectsQuery } from '../api';
import { CodeStep } from '../components/code-step';
import { ReviewStep } from '../components/review-step';
import { ScoresStep } from '../components/scores-step';
import { SubjectsStep } from '../components/subjects-step';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { activeStepIndex, stepperSteps } from '../wizard-model';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.size.dialog.md};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  section,
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
    align-items: flex-start;
  }
  form {
    align-self: stretch;
    align-items: stretch;
  }
  [data-part='scores'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
    align-self: stretch;
  }
  /* a grid, not a wrapping row: a slider sized by its own label had a different width on each card */
  [data-part='scores'] fieldset {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(4)};
    align-items: center;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  [data-part='scores'] legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  ${({ theme }) => theme.media.phone} {
    [data-part='scores'] fieldset {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  table {
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    text-align: start;
  }
  [data-part='actions'] {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  [data-part='parent'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  [data-part='parent'] legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='policy'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='policy'] a {
    color: ${({ theme }) => theme.color.primaryText};
  }
  p {
    margin: 0;
  }
`;

/** The page under its own small header (a no-shell route: no app bar). */
function WizardPage({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Page>{children}</Page>
    </>
  );
}

/**
 * /register/:id? — finishing a pending registration: e-mail code, questionnaire (self-registration
 * only) and review. With a route id it is a staff invitation and greets the person by name.
 */
export function RegisterPage() {
  const { id: routeId } = useParams();
  const wizard = useRegistrationWizard(routeId);
  const { invited, step, tempUser, questionnaire } = wizard.state;
  const needsSubjects = !invited && (step === 'subjects' || step === 'scores' || step === 'review');
  const subjectsQuery = useGetRegistrationSubjectsQuery(undefined, { skip: !needsSubjects });
  const subjects = subjectsQuery.data ?? [];

  if (step === 'failed') {
    return (
      <>
        <SiteHeader />
        <CenteredMessage
          title="Не удалось загрузить регистрацию"
          text="Проверьте подключение и обновите страницу или вернитесь на главную."
        >
          <BackHomeButton />
        </CenteredMessage>
      </>
    );
  }
  if (step === 'loading' || !tempUser) return <FullScreenSpinner label="Загружаем регистрацию" />;

  return (
    <WizardPage>
      <h1>{invited ? `Добро пожаловать, ${tempUser.firstName}!` : 'Регистрация на платформе'}</h1>
      <Stepper aria-label="Шаги регистрации" steps={stepperSteps(invited)} current={activeStepIndex(step, invited)} />

      {step === 'code' && (
        <CodeStep
          email={tempUser.email}
          sendOTPAt={wizard.state.sendOTPAt}
          code={wizard.state.code}
          codeState={wizard.state.codeState}
          codeMessage={wizard.state.codeMessage}
          onCodeChange={wizard.changeCode}
          countdownOver={wizard.state.countdownOver}
          onCountdownOver={wizard.countdownOver}
          resending={wizard.state.resending}
          onResend={wizard.resendCode}
        />
      )}

      {needsSubjects && subjectsQuery.isLoading && <Spinner label="Загружаем предметы" />}

      {step === 'subjects' && subjectsQuery.data && (
        <SubjectsStep
          subjects={subjects}
          grade={questionnaire.grade}
          selected={questionnaire.selected}
          onGrade={wizard.setGrade}
          onSubjects={wizard.setSubjects}
          onContinue={() => wizard.toScores(subjects)}
        />
      )}

      {step === 'scores' && subjectsQuery.data && questionnaire.grade !== null && (
        <ScoresStep
          subjects={subjects}
          grade={questionnaire.grade}
          scores={questionnaire.scores}
          onChange={wizard.changeScore}
          onBack={wizard.back}
          onContinue={wizard.toReview}
        />
      )}

      {wizard.state.awaitingParent !== null && <ParentAsked email={wizard.state.awaitingParent} />}

      {step === 'review' && wizard.state.awaitingParent === null && (invited || subjectsQuery.data) && (
        <ReviewStep
          tempUser={tempUser}
          invited={invited}
          grade={questionnaire.grade}
          scores={questionnaire.scores}
          subjects={subjects}
          submitting={wizard.state.submitting}
          registered={wizard.state.registered}
          onBack={wizard.back}
          onSubmit={(values) => wizard.submit(values, subjects)}
        />
      )}
    </WizardPage>
  );
}

/** Registered under 14: the account exists and waits for the parent, so the page says so and stays. */
function ParentAsked({ email }: { email: string }) {
  return (
    <section aria-labelledby="parent-asked-title" data-step="parent">
      <h2 id="parent-asked-title">Осталось подтверждение родителя</h2>
      <p role="status">
        Мы отправили письмо со ссылкой для подтверждения на адрес <strong>{email}</strong>. Войти на платформу можно
        будет, когда родитель подтвердит согласие на обработку персональных данных по ссылке из письма.
      </p>
      <BackHomeButton />
    </section>
  );
}
