import { subjects, tempUsers } from '@school/mocks';
import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardEvents as on, wizardReducer, type WizardState } from './wizard-state';

const list = Object.values(subjects);
const run = (state: WizardState, ...events: Parameters<typeof wizardReducer>[1][]) =>
  events.reduce(wizardReducer, state);

describe('load', () => {
  it('given a registration that needs its code / stays loading until the pause is over, then shows the code step', () => {
    const loaded = run(initialWizardState(false), on.loaded(tempUsers.fresh), on.firstCodeSent(123));
    expect(loaded).toMatchObject({ step: 'loading', tempUser: tempUsers.fresh, sendOTPAt: 123 });
    expect(run(loaded, on.codeStepShown()).step).toBe('code');
  });

  it('given a confirmed e-mail or a VK ID / skips the code: questionnaire, or the review of an invitation', () => {
    expect(run(initialWizardState(false), on.loaded(tempUsers.emailChecked)).step).toBe('subjects');
    expect(run(initialWizardState(false), on.loaded(tempUsers.vk)).step).toBe('subjects');
    expect(run(initialWizardState(true), on.loaded({ ...tempUsers.invited, emailChecked: true })).step).toBe('review');
  });

  it('given a skipped code step / a late pause does not bring the code step back', () => {
    expect(run(initialWizardState(false), on.loaded(tempUsers.vk), on.codeStepShown()).step).toBe('subjects');
  });

  it('given a failed load / the page offers the way home', () => {
    expect(run(initialWizardState(false), on.loadFailed()).step).toBe('failed');
  });
});

describe('code step', () => {
  const codeStep = run(initialWizardState(false), on.loaded(tempUsers.codeSent), on.codeStepShown());

  it('keeps digits only, at most six, and starts the check at the sixth', () => {
    const typing = run(codeStep, on.codeTyped('12a3'));
    expect(typing).toMatchObject({ code: '123', codeState: 'idle' });
    expect(run(typing, on.codeTyped('1234567'))).toMatchObject({ code: '123456', codeState: 'checking' });
  });

  it('ignores typing while the code is checked and after it was accepted', () => {
    const checking = run(codeStep, on.codeTyped('123456'));
    expect(run(checking, on.codeTyped('1')).code).toBe('123456');
    expect(run(checking, on.codeAccepted(), on.codeTyped('1')).code).toBe('123456');
  });

  it('given a wrong code / turns red and clears, with why; the next digit clears the error', () => {
    const rejected = run(codeStep, on.codeTyped('000000'), on.codeRejected({ locked: false, message: 'Неверный код' }));
    expect(rejected).toMatchObject({ code: '', codeState: 'error', codeMessage: 'Неверный код' });
    expect(run(rejected, on.codeTyped('1'))).toMatchObject({ code: '1', codeState: 'idle', codeMessage: null });
  });

  it('given a void code / keeps its message and takes no digits until a new code is sent', () => {
    const locked = run(
      codeStep,
      on.codeTyped('000000'),
      on.codeRejected({ locked: true, message: 'Отправьте новый код' }),
    );
    expect(run(locked, on.codeTyped('1'))).toMatchObject({
      code: '',
      codeState: 'locked',
      codeMessage: 'Отправьте новый код',
    });
    expect(run(locked, on.resendStarted(), on.codeResent(Date.now() + 60_000))).toMatchObject({
      codeState: 'idle',
      codeMessage: null,
    });
  });

  it('given the right code / turns green, then opens the questionnaire, or the review of an invitation', () => {
    const accepted = run(codeStep, on.codeTyped('123456'), on.codeAccepted());
    expect(accepted).toMatchObject({ codeState: 'success', step: 'code' });
    expect(run(accepted, on.codeConfirmed()).step).toBe('subjects');
    const invitation = run(initialWizardState(true), on.loaded(tempUsers.invited), on.codeStepShown());
    expect(run(invitation, on.codeAccepted(), on.codeConfirmed()).step).toBe('review');
  });

  it('at 0:00 offers the resend; a new code restarts the countdown', () => {
    const over = run(codeStep, on.countdownFinished());
    expect(over.countdownOver).toBe(true);
    expect(run(over, on.resendStarted(), on.resendFailed()).countdownOver).toBe(true);
    expect(run(over, on.resendStarted(), on.codeResent(999)).countdownOver).toBe(false);
  });

  it('given a resend / restarts the countdown and empties the input', () => {
    const resending = run(codeStep, on.codeTyped('12'), on.resendStarted());
    expect(resending.resending).toBe(true);
    expect(run(resending, on.codeResent(999))).toMatchObject({
      resending: false,
      sendOTPAt: 999,
      code: '',
      codeState: 'idle',
    });
    expect(run(resending, on.resendFailed())).toMatchObject({ resending: false, code: '12' });
  });
});

describe('questionnaire, scores and review', () => {
  const subjectsStep = run(initialWizardState(false), on.loaded(tempUsers.emailChecked));

  it('keeps at most five subjects, whether toggled or chosen as a list', () => {
    const six = ['rus', 'math', 'phys', 'chem', 'inf', 'bio'];
    expect(run(subjectsStep, on.subjectsChosen(six)).questionnaire.selected).toEqual(six.slice(0, 5));
    const toggled = run(subjectsStep, ...six.map((shortname) => on.subjectToggled(shortname)));
    expect(toggled.questionnaire.selected).toEqual(six.slice(0, 5));
  });

  it('Continue builds the scores at the class default; Back and Continue keep a changed score', () => {
    const scores = run(subjectsStep, on.gradeChosen(11), on.subjectsChosen(['math', 'phys']), on.scoresOpened(list));
    expect(scores.step).toBe('scores');
    expect(scores.questionnaire.scores).toEqual([
      { shortname: 'math', points: subjects.math.min, olympics: false },
      { shortname: 'phys', points: subjects.phys.min, olympics: false },
    ]);
    const changed = run(scores, on.scoreChanged({ shortname: 'math', change: { points: 80, olympics: true } }));
    const again = run(changed, on.wentBack(), on.scoresOpened(list));
    expect(again.questionnaire.scores[0]).toEqual({ shortname: 'math', points: 80, olympics: true });
  });

  it('moves scores -> review -> back to scores -> back to subjects', () => {
    const scores = run(subjectsStep, on.gradeChosen(9), on.subjectsChosen(['math', 'rus']), on.scoresOpened(list));
    const review = run(scores, on.reviewOpened());
    expect(review.step).toBe('review');
    expect(run(review, on.wentBack()).step).toBe('scores');
    expect(run(review, on.wentBack(), on.wentBack()).step).toBe('subjects');
  });

  it('submit: busy while sent; a failure frees the button; success keeps it busy and marks it registered', () => {
    const sending = run(subjectsStep, on.submitStarted());
    expect(sending.submitting).toBe(true);
    expect(run(sending, on.submitFailed()).submitting).toBe(false);
    expect(run(sending, on.registeredDone())).toMatchObject({ submitting: true, registered: true });
  });

  it('submit under 14: registered, not busy, and waiting for the parent at the address given', () => {
    const sending = run(subjectsStep, on.submitStarted());
    expect(run(sending, on.parentConsentRequested('mama@mail.ru'))).toMatchObject({
      submitting: false,
      registered: true,
      awaitingParent: 'mama@mail.ru',
    });
  });
});
