import {
  CODE_CHECK_DELAY_MS,
  CODE_SUCCESS_DELAY_MS,
  LOADING_DELAY_MS,
  REDIRECT_AFTER_REGISTRATION_MS,
  type EndpointBody,
  type Subject,
} from '@school/contract';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api';
import { browser, delay } from '../../../lib/browser';
import { COOKIE, readCookie, removeCookie } from '../../../lib/cookies';
import { useAppDispatch } from '../../../lib/hooks';
import { registrationApi } from '../api';
import { pendingRegistrationApi } from '../pending-api';
import { unfinishedRegistrationChanged } from '../unfinished-registration';
import { buildAnket, codeRefusal, needsFirstCode, skipsCode, type ScoreEntry } from '../wizard-model';
import {
  acceptsCode,
  codeDigits,
  initialWizardState,
  isCompleteCode,
  wizardEvents as on,
  wizardReducer,
  type ReviewValues,
} from '../wizard-state';

/**
 * The registration wizard's effects: loads the pending registration (route id, else the
 * tempuserId cookie), sends the first code when none was sent, runs the code check with its
 * pauses, resends and submits. Every change of state is an event of `wizardReducer`; the page only
 * renders `state` and calls these.
 */
export function useRegistrationWizard(routeId: string | undefined) {
  const [id] = useState(() => routeId ?? readCookie(COOKIE.tempuserId));
  const invited = routeId !== undefined;
  const [state, send] = useReducer(wizardReducer, invited, initialWizardState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!id) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      const loaded = await dispatch(
        pendingRegistrationApi.endpoints.getTempUser.initiate(id, { subscribe: false, forceRefetch: true }),
      );
      if (cancelled) return;
      if (!loaded.data) {
        // An unknown registration is forgotten without the unfinished-registration prompt.
        if (errorStatus(loaded.error) === 404) {
          if (readCookie(COOKIE.tempuserId) === id) removeCookie(COOKIE.tempuserId);
          dispatch(unfinishedRegistrationChanged(false));
          navigate(paths.home.getHref(), { replace: true });
        } else {
          // The common toast has said what went wrong; the page offers the way back.
          send(on.loadFailed());
        }
        return;
      }
      send(on.loaded(loaded.data));
      if (skipsCode(loaded.data)) return;
      if (needsFirstCode(loaded.data)) {
        const sent = await dispatch(registrationApi.endpoints.sendOtp.initiate(id));
        if (cancelled) return;
        if (sent.data) send(on.firstCodeSent(sent.data.sendOTPAt));
        else console.error('Не удалось отправить код подтверждения', sent.error);
      }
      await delay(LOADING_DELAY_MS);
      if (!cancelled) send(on.codeStepShown());
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch, id, navigate]);

  async function checkCode(code: string) {
    if (!id) return;
    const [result] = await Promise.all([
      dispatch(registrationApi.endpoints.checkOtp.initiate({ id, code })),
      delay(CODE_CHECK_DELAY_MS),
    ]);
    if (!result.data) {
      const error = result.error as { status?: number | string; data?: unknown } | undefined;
      send(on.codeRejected(codeRefusal(error?.status, error?.data)));
      return;
    }
    send(on.codeAccepted());
    await delay(CODE_SUCCESS_DELAY_MS);
    send(on.codeConfirmed());
  }

  function changeCode(value: string) {
    if (!acceptsCode(state)) return;
    send(on.codeTyped(value));
    const digits = codeDigits(value);
    if (isCompleteCode(digits)) void checkCode(digits);
  }

  async function resendCode() {
    if (!id) return;
    send(on.resendStarted());
    const sent = await dispatch(registrationApi.endpoints.sendOtp.initiate(id));
    if (sent.data) {
      send(on.codeResent(sent.data.sendOTPAt));
    } else {
      send(on.resendFailed());
      console.error('Не удалось отправить код подтверждения', sent.error);
    }
  }

  async function submit(values: ReviewValues, subjects: readonly Subject[]) {
    const { tempUser, questionnaire } = state;
    if (!id || !tempUser) return;
    const body: EndpointBody<'register'> = {
      _id: id,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: tempUser.email,
      roles: tempUser.roles,
      VKId: tempUser.VKId,
      avatar: tempUser.avatar,
      phone: tempUser.phone,
    };
    if (invited) {
      body.username = values.username?.trim();
      body.password = values.password;
    } else {
      if (tempUser.username) body.username = tempUser.username;
      if (questionnaire.grade !== null) body.anket = buildAnket(questionnaire.grade, questionnaire.scores, subjects);
      body.under14 = values.under14;
      if (values.under14 && values.parent) body.parent = values.parent;
    }
    send(on.submitStarted());
    const result = await dispatch(registrationApi.endpoints.register.initiate(body));
    if (!result.data) {
      // Only logged (platform.md section 8): the button is usable again.
      console.error('Регистрация не удалась', result.error);
      send(on.submitFailed());
      return;
    }
    removeCookie(COOKIE.tempuserId);
    // Under 14: no sign-in until the parent confirms; the page says where the mail went and stays.
    if ('parentConsent' in result.data) {
      send(on.parentConsentRequested(result.data.parentConsent.email));
      return;
    }
    // Signed in: the session has kept the tokens and raised its sign-in dialog (lib/api.ts, `signsIn`).
    send(on.registeredDone());
    await delay(REDIRECT_AFTER_REGISTRATION_MS);
    browser.assign(paths.home.getHref());
  }

  return {
    state,
    changeCode,
    countdownOver: () => send(on.countdownFinished()),
    resendCode: () => void resendCode(),
    setGrade: (grade: number) => send(on.gradeChosen(grade)),
    setSubjects: (selected: string[]) => send(on.subjectsChosen(selected)),
    toScores: (subjects: readonly Subject[]) => send(on.scoresOpened(subjects)),
    changeScore: (shortname: string, change: Partial<Omit<ScoreEntry, 'shortname'>>) =>
      send(on.scoreChanged({ shortname, change })),
    toReview: () => send(on.reviewOpened()),
    back: () => send(on.wentBack()),
    submit: (values: ReviewValues, subjects: readonly Subject[]) => void submit(values, subjects),
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;
