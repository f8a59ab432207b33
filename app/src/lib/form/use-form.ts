import type { ValidationStatus } from '@school/ui';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * idle: not typed into yet; pending: typing, the check waits for a pause; checking: asking the
 * server; valid / invalid: the answer, with the message to show.
 */
export type CheckState = 'idle' | 'pending' | 'checking' | 'valid' | 'invalid';

export interface CheckResult {
  state: CheckState;
  message?: string;
}

/** A question to the server about a value that passed its rule (login taken, e-mail taken). */
export type ServerCheck = (value: string, signal: AbortSignal) => Promise<CheckResult>;

/** A contract rule over one field: the Russian message of the first broken rule, or null. */
export type FieldRule<Name extends string> = (value: string, values: Readonly<Record<Name, string>>) => string | null;

/** How one field is checked and when its message shows. */
export interface FieldSpec<Name extends string = string> {
  /** The contract's rule; `values` serves rules across fields (the repeated password). */
  rule?: FieldRule<Name>;
  /**
   * The message waits for a pause in typing this long (platform.md section 5), then the rule and the
   * server check run. Without it the rule runs on every render and `show` says when it is seen.
   */
  debounceMs?: number;
  /** Asked after the pause once the rule passes; a newer value aborts the older question. */
  serverCheck?: ServerCheck;
  /** Rechecked when one of these fields changes, if this one is filled (the repeat on a password change). */
  dependsOn?: readonly Name[];
  /**
   * Without `debounceMs`: the message shows after a submit (default), always, never (the rule only gates), or once
   * something is typed (a name too long says so at once, while an empty one only keeps the button disabled).
   */
  show?: 'after-submit' | 'always' | 'never' | 'when-filled';
  /** The field shows its check's spinner, tick or cross, not only the message. */
  indicator?: boolean;
}

export type FormSpec<Name extends string> = Record<Name, FieldSpec<Name>>;

/** What a TextField or PasswordField takes from the form for one field. */
export interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | null;
  helperText?: string;
  status?: ValidationStatus;
}

const IDLE: CheckResult = { state: 'idle' };

const indicatorStatus: Record<CheckState, ValidationStatus> = {
  idle: 'none',
  pending: 'none',
  checking: 'checking',
  valid: 'valid',
  invalid: 'invalid',
};

const fromRule = (message: string | null): CheckResult =>
  message ? { state: 'invalid', message } : { state: 'valid' };

/**
 * The one form toolkit of the app. A form declares its fields (contract rules, the spec's debounce,
 * optional server checks, dependencies) and renders `field(name)` into its inputs; the rules are
 * never written again in a component. Two verdicts serve the two kinds of submit button:
 * `valid` (every rule passes now and every server check said yes) and `settled` (what the fields
 * show: every debounced message is a pass, every other rule passes).
 */
export function useForm<Name extends string>(spec: FormSpec<Name>, initial: Readonly<Record<Name, string>>) {
  /* The first render's fields and values: the form keeps them for its life (and for `reset`). */
  const [start] = useState(() => ({ ...initial }));
  const [names] = useState(() => Object.keys(initial) as Name[]);
  const [values, setValues] = useState<Record<Name, string>>(start);
  const [checks, setChecks] = useState<Record<Name, CheckResult>>(
    () => Object.fromEntries(names.map((name) => [name, IDLE])) as Record<Name, CheckResult>,
  );
  const [submitted, setSubmitted] = useState(false);

  /* Timers and requests read the latest spec and values, not those of the render that started them. */
  const specRef = useRef(spec);
  const valuesRef = useRef(values);
  const touched = useRef(new Set<Name>());
  const running = useRef(new Map<Name, { timer: ReturnType<typeof setTimeout>; controller: AbortController }>());
  useEffect(() => {
    specRef.current = spec;
  });

  const setCheck = useCallback((name: Name, result: CheckResult) => {
    setChecks((current) => ({ ...current, [name]: result }));
  }, []);

  const cancel = useCallback((name: Name) => {
    const run = running.current.get(name);
    if (!run) return;
    clearTimeout(run.timer);
    run.controller.abort();
    running.current.delete(name);
  }, []);

  /** Starts the pause of a debounced field; a newer call cancels the older pause and question. */
  const schedule = useCallback(
    (name: Name) => {
      const field = specRef.current[name];
      if (field.debounceMs === undefined) return;
      cancel(name);
      touched.current.add(name);
      setCheck(name, { state: 'pending' });
      const controller = new AbortController();
      const timer = setTimeout(() => {
        const { rule, serverCheck } = specRef.current[name];
        const value = valuesRef.current[name];
        const local = fromRule(rule?.(value, valuesRef.current) ?? null);
        if (local.state === 'invalid' || !serverCheck) {
          running.current.delete(name);
          setCheck(name, local);
          return;
        }
        setCheck(name, { state: 'checking' });
        void serverCheck(value, controller.signal).then((answer) => {
          if (controller.signal.aborted) return;
          running.current.delete(name);
          setCheck(name, answer);
        });
      }, field.debounceMs);
      running.current.set(name, { timer, controller });
    },
    [cancel, setCheck],
  );

  /* A field filled from the start (a login the invitation already has) is checked after the pause too. */
  useEffect(() => {
    const active = running.current;
    for (const name of names) if (valuesRef.current[name] !== '') schedule(name);
    return () => {
      for (const name of [...active.keys()]) cancel(name);
    };
  }, [names, schedule, cancel]);

  const setValue = useCallback(
    (name: Name, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      if (touched.current.has(name) || value !== '') schedule(name);
      for (const other of names) {
        if (other !== name && specRef.current[other].dependsOn?.includes(name) && next[other] !== '') schedule(other);
      }
    },
    [names, schedule],
  );

  const ruleMessage = (name: Name): string | null => spec[name].rule?.(values[name], values) ?? null;

  const valid = names.every(
    (name) => ruleMessage(name) === null && (!spec[name].serverCheck || checks[name].state === 'valid'),
  );
  const settled = names.every(
    (name) => ruleMessage(name) === null && (spec[name].debounceMs === undefined || checks[name].state === 'valid'),
  );

  function field(name: Name): FieldProps {
    const { debounceMs, show = 'after-submit', indicator } = spec[name];
    const props: FieldProps = {
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
    };
    if (debounceMs === undefined) {
      if (
        show === 'always' ||
        (show === 'after-submit' && submitted) ||
        (show === 'when-filled' && values[name] !== '')
      )
        props.error = ruleMessage(name);
      return props;
    }
    const check = checks[name];
    if (check.state === 'invalid') props.error = check.message;
    if (check.state === 'valid' && check.message) props.helperText = check.message;
    if (indicator) props.status = indicatorStatus[check.state];
    return props;
  }

  /**
   * The form's onSubmit: shows the after-submit messages, then runs `onValid` with the values when
   * the verdict (`valid` unless told `settled`) allows it.
   */
  function handleSubmit(onValid: (values: Record<Name, string>) => unknown, verdict: 'valid' | 'settled' = 'valid') {
    const allowed = verdict === 'valid' ? valid : settled;
    return (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      if (allowed) void onValid(valuesRef.current);
    };
  }

  /** Back to the initial values, nothing checked or submitted (a dialog that closes). */
  const reset = useCallback(() => {
    for (const name of names) cancel(name);
    touched.current.clear();
    valuesRef.current = start;
    setValues(start);
    setChecks(Object.fromEntries(names.map((name) => [name, IDLE])) as Record<Name, CheckResult>);
    setSubmitted(false);
  }, [cancel, names, start]);

  return { values, setValue, checks, field, valid, settled, submitted, handleSubmit, reset };
}

export type Form<Name extends string> = ReturnType<typeof useForm<Name>>;
