import {
  CODE_CHECK_DELAY_MS,
  CODE_LENGTH,
  CODE_SUCCESS_DELAY_MS,
  LOADING_DELAY_MS,
  REDIRECT_AFTER_REGISTRATION_MS,
  rules,
  SUBJECTS_MAX,
  type EndpointBody,
  type Subject,
  type TempUser,
} from '@school/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api';
import { browser, delay } from '../../../lib/browser';
import { COOKIE, readCookie, removeCookie, setTokens } from '../../../lib/cookies';
import { loginDialogChanged, unfinishedRegistrationChanged } from '../../../lib/global-slice';
import { useAppDispatch } from '../../../lib/hooks';
import { registrationApi } from '../api';
import {
  buildAnket,
  buildScores,
  needsFirstCode,
  skipsCode,
  stepAfterCode,
  toggleSubject,
  type ScoreEntry,
  type WizardStep,
} from '../wizard-model';

/** idle: typing; checking: the server is asked (and the 0.6 s pause runs); error: red and cleared; success: green. */
export type CodeState = 'idle' | 'checking' | 'error' | 'success';

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
}

/**
 * The registration wizard of platform.md section 4: loads the pending registration (route id, else
 * the tempuserId cookie), sends the first code when none was sent, runs the code check with its
 * pauses, keeps the questionnaire and submits. The page only renders what this returns.
 */
export function useRegistrationWizard(routeId: string | undefined) {
  const [id] = useState(() => routeId ?? readCookie(COOKIE.tempuserId));
  const invited = routeId !== undefined;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const [step, setStep] = useState<WizardStep>('loading');
  const [tempUser, setTempUser] = useState<TempUser>();
  const [sendOTPAt, setSendOTPAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<CodeState>('idle');
  const [resending, setResending] = useState(false);
  const [questionnaire, setQuestionnaire] = useState<Questionnaire>({ grade: null, selected: [], scores: [] });
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);

  /* Pauses end after the page may have gone (a quick Back, a test unmounting it). */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!id) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      const loaded = await dispatch(
        registrationApi.endpoints.getTempUser.initiate(id, { subscribe: false, forceRefetch: true }),
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
          setStep('failed');
        }
        return;
      }
      const temp = loaded.data;
      setTempUser(temp);
      setSendOTPAt(temp.sendOTPAt);
      if (skipsCode(temp)) {
        setStep(stepAfterCode(invited));
        return;
      }
      if (needsFirstCode(temp)) {
        const sent = await dispatch(registrationApi.endpoints.sendOtp.initiate(id));
        if (cancelled) return;
        if (sent.data) setSendOTPAt(sent.data.sendOTPAt);
        else console.error('Не удалось отправить код подтверждения', sent.error);
      }
      await delay(LOADING_DELAY_MS);
      if (!cancelled) setStep('code');
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch, id, invited, navigate]);

  const checkCode = useCallback(
    async (value: string) => {
      if (!id) return;
      setCodeState('checking');
      const [result] = await Promise.all([
        dispatch(registrationApi.endpoints.checkOtp.initiate({ id, code: value })),
        delay(CODE_CHECK_DELAY_MS),
      ]);
      if (!mounted.current) return;
      if (!result.data) {
        setCodeState('error');
        setCode('');
        return;
      }
      setCodeState('success');
      await delay(CODE_SUCCESS_DELAY_MS);
      if (mounted.current) setStep(stepAfterCode(invited));
    },
    [dispatch, id, invited],
  );

  const changeCode = useCallback(
    (value: string) => {
      if (codeState === 'checking' || codeState === 'success') return;
      const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH);
      setCode(digits);
      if (codeState === 'error' && digits !== '') setCodeState('idle');
      if (rules.code(digits) === null) void checkCode(digits);
    },
    [checkCode, codeState],
  );

  const resendCode = useCallback(async () => {
    if (!id) return;
    setResending(true);
    const sent = await dispatch(registrationApi.endpoints.sendOtp.initiate(id));
    if (!mounted.current) return;
    setResending(false);
    if (sent.data) {
      setSendOTPAt(sent.data.sendOTPAt);
      setCode('');
      setCodeState('idle');
    } else {
      console.error('Не удалось отправить код подтверждения', sent.error);
    }
  }, [dispatch, id]);

  const setGrade = useCallback((grade: number) => setQuestionnaire((q) => ({ ...q, grade })), []);
  const toggle = useCallback(
    (shortname: string) => setQuestionnaire((q) => ({ ...q, selected: toggleSubject(q.selected, shortname) })),
    [],
  );
  /* The chips report the whole list; more than five never gets through. */
  const setSubjects = useCallback(
    (selected: string[]) => setQuestionnaire((q) => ({ ...q, selected: selected.slice(0, SUBJECTS_MAX) })),
    [],
  );
  const toScores = useCallback((subjects: readonly Subject[]) => {
    setQuestionnaire((q) =>
      q.grade === null ? q : { ...q, scores: buildScores(q.grade, q.selected, subjects, q.scores) },
    );
    setStep('scores');
  }, []);
  const changeScore = useCallback((shortname: string, change: Partial<Omit<ScoreEntry, 'shortname'>>) => {
    setQuestionnaire((q) => ({
      ...q,
      scores: q.scores.map((entry) => (entry.shortname === shortname ? { ...entry, ...change } : entry)),
    }));
  }, []);

  const submit = useCallback(
    async (values: ReviewValues, subjects: readonly Subject[]) => {
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
      }
      setSubmitting(true);
      const result = await dispatch(registrationApi.endpoints.register.initiate(body));
      if (!result.data) {
        // Only logged (platform.md section 8): the button is usable again.
        console.error('Регистрация не удалась', result.error);
        if (mounted.current) setSubmitting(false);
        return;
      }
      // A VK ID registration may come back without tokens: it signs in through VK ID again.
      if (result.data.accessToken && result.data.refreshToken)
        setTokens(result.data.accessToken, result.data.refreshToken);
      removeCookie(COOKIE.tempuserId);
      dispatch(loginDialogChanged(true));
      if (mounted.current) setRegistered(true);
      await delay(REDIRECT_AFTER_REGISTRATION_MS);
      browser.assign(paths.home.getHref());
    },
    [dispatch, id, invited, questionnaire, tempUser],
  );

  return {
    id,
    invited,
    step,
    setStep,
    tempUser,
    sendOTPAt,
    code,
    codeState,
    changeCode,
    resending,
    resendCode,
    questionnaire,
    setGrade,
    toggleSubject: toggle,
    setSubjects,
    toScores,
    changeScore,
    submit,
    submitting,
    registered,
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;
