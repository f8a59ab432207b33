/**
 * The registration wizard of platform.md section 4 as one reducer: every transition (load, code
 * step, countdown, questionnaire, scores, review, submit) is a pure function of the state and an
 * event, tested without React. The page's hook only runs the requests and pauses and reports
 * what happened.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CODE_LENGTH, rules, SUBJECTS_MAX, type Subject, type TempUser } from '@school/contract';
import {
  buildScores,
  skipsCode,
  stepAfterCode,
  toggleSubject,
  type CodeRefusal,
  type ScoreEntry,
  type WizardStep,
} from './wizard-model';

/**
 * idle: typing; checking: the server is asked (and the 0.6 s pause runs); error: red and cleared, another try is
 * allowed; locked: the code is void (five wrong tries, or its ten minutes are over) and only a new code helps;
 * success: green.
 */
export type CodeState = 'idle' | 'checking' | 'error' | 'locked' | 'success';

export interface Questionnaire {
  grade: number | null;
  selected: string[];
  scores: ScoreEntry[];
}

/** What the review step sends besides the questionnaire. */
export interface ReviewValues {
  firstName: string;
  lastName: string;
  /** Invitations only. */
  username?: string;
  password?: string;
  /** Self-registration only: 'Вам уже исполнилось 14 лет?' answered no. */
  under14?: boolean;
  /** Under 14: the parent who confirms the consent. */
  parent?: { name: string; email: string };
}

export interface WizardState {
  /** A staff invitation (route id): no questionnaire, login and password on the review. */
  invited: boolean;
  step: WizardStep;
  tempUser: TempUser | null;
  /** When the next code may be sent (ms); the countdown runs to it. */
  sendOTPAt: number | null;
  /** The countdown to `sendOTPAt` reached 0:00 while the page was open: resend is offered. */
  countdownOver: boolean;
  code: string;
  codeState: CodeState;
  /** Under the input while the code is refused or locked; it stays until the next digit or a new code. */
  codeMessage: string | null;
  resending: boolean;
  questionnaire: Questionnaire;
  submitting: boolean;
  registered: boolean;
  /** Registered under 14: the parent's address the confirmation went to; no sign-in until the parent confirms. */
  awaitingParent: string | null;
}

export const initialWizardState = (invited: boolean): WizardState => ({
  invited,
  step: 'loading',
  tempUser: null,
  sendOTPAt: null,
  countdownOver: false,
  code: '',
  codeState: 'idle',
  codeMessage: null,
  resending: false,
  questionnaire: { grade: null, selected: [], scores: [] },
  submitting: false,
  registered: false,
  awaitingParent: null,
});

/** The code input takes digits only, six at most (paste included). */
export const codeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** While a code is checked, after it was accepted, or once it is void, typing changes nothing. */
export const acceptsCode = (state: Pick<WizardState, 'codeState'>): boolean =>
  state.codeState !== 'checking' && state.codeState !== 'success' && state.codeState !== 'locked';

/** Six digits start the check. */
export const isCompleteCode = (digits: string): boolean => rules.code(digits) === null;

export const wizardSlice = createSlice({
  name: 'registrationWizard',
  initialState: initialWizardState(false),
  reducers: {
    /** The pending registration is here: a confirmed e-mail or a VK ID skips the code step. */
    loaded(state, { payload }: PayloadAction<TempUser>) {
      state.tempUser = payload;
      state.sendOTPAt = payload.sendOTPAt;
      if (skipsCode(payload)) state.step = stepAfterCode(state.invited);
    },
    /** The registration could not be loaded (server down): the page offers the way home. */
    loadFailed(state) {
      state.step = 'failed';
    },
    /** The wizard sent the first code itself: the countdown runs to the new time. */
    firstCodeSent(state, { payload }: PayloadAction<number>) {
      state.sendOTPAt = payload;
      state.countdownOver = false;
    },
    /** After the short pause of the load the code step shows. */
    codeStepShown(state) {
      if (state.step === 'loading') state.step = 'code';
    },
    /** Typing or pasting into the code: a sixth digit starts the check; typing after an error clears it. */
    codeTyped(state, { payload }: PayloadAction<string>) {
      if (!acceptsCode(state)) return;
      const digits = codeDigits(payload);
      state.code = digits;
      if (isCompleteCode(digits)) state.codeState = 'checking';
      else if (state.codeState === 'error' && digits !== '') {
        state.codeState = 'idle';
        state.codeMessage = null;
      }
    },
    /** A refused code, after the 0.6 s pause: red and cleared, with why; a void code also stops the input. */
    codeRejected(state, { payload }: PayloadAction<CodeRefusal>) {
      state.codeState = payload.locked ? 'locked' : 'error';
      state.codeMessage = payload.message;
      state.code = '';
    },
    /** The right code: green, and the next step follows 0.3 s later. */
    codeAccepted(state) {
      state.codeState = 'success';
    },
    codeConfirmed(state) {
      state.step = stepAfterCode(state.invited);
    },
    /** The countdown reached 0:00: the resend button shows. */
    countdownFinished(state) {
      state.countdownOver = true;
    },
    resendStarted(state) {
      state.resending = true;
    },
    /** A new code is on its way: the countdown restarts and the input is empty again. */
    codeResent(state, { payload }: PayloadAction<number>) {
      state.resending = false;
      state.sendOTPAt = payload;
      state.countdownOver = false;
      state.code = '';
      state.codeState = 'idle';
      state.codeMessage = null;
    },
    resendFailed(state) {
      state.resending = false;
    },
    gradeChosen(state, { payload }: PayloadAction<number>) {
      state.questionnaire.grade = payload;
    },
    subjectToggled(state, { payload }: PayloadAction<string>) {
      state.questionnaire.selected = toggleSubject(state.questionnaire.selected, payload);
    },
    /** The chips report the whole list; more than five never gets through. */
    subjectsChosen(state, { payload }: PayloadAction<string[]>) {
      state.questionnaire.selected = payload.slice(0, SUBJECTS_MAX);
    },
    /** Continue of step 2a: one score entry per subject at the class's default, earlier ones kept. */
    scoresOpened(state, { payload: subjects }: PayloadAction<readonly Subject[]>) {
      const { grade, selected, scores } = state.questionnaire;
      if (grade !== null) state.questionnaire.scores = buildScores(grade, selected, subjects, scores);
      state.step = 'scores';
    },
    scoreChanged(
      state,
      { payload }: PayloadAction<{ shortname: string; change: Partial<Omit<ScoreEntry, 'shortname'>> }>,
    ) {
      const entry = state.questionnaire.scores.find((item) => item.shortname === payload.shortname);
      if (entry) Object.assign(entry, payload.change);
    },
    reviewOpened(state) {
      state.step = 'review';
    },
    /** Back: from the scores to the subjects, from the review to the scores. */
    wentBack(state) {
      if (state.step === 'scores') state.step = 'subjects';
      else if (state.step === 'review') state.step = 'scores';
    },
    submitStarted(state) {
      state.submitting = true;
    },
    /** Only logged (platform.md section 8): the button is usable again. */
    submitFailed(state) {
      state.submitting = false;
    },
    /** Registered: the button stays busy while the page goes home. */
    registeredDone(state) {
      state.registered = true;
    },
    /** Registered under 14: the account waits for the parent, whose address the page names. */
    parentConsentRequested(state, { payload }: PayloadAction<string>) {
      state.submitting = false;
      state.registered = true;
      state.awaitingParent = payload;
    },
  },
});

export const wizardEvents = wizardSlice.actions;
export const wizardReducer = wizardSlice.reducer;
