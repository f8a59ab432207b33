import { type Subject } from '@school/contract';
import { TEXTS } from '../../../config/texts';
import { Button, Checkbox, ScoreSlider } from '@school/ui';
import { rangeFor, type ScoreEntry } from '../wizard-model';

export interface ScoresStepProps {
  subjects: readonly Subject[];
  grade: number;
  scores: readonly ScoreEntry[];
  onChange: (shortname: string, change: Partial<Omit<ScoreEntry, 'shortname'>>) => void;
  onBack: () => void;
  onContinue: () => void;
}

export const OLYMPIAD_LABEL = 'Хочу подготовиться к олимпиаде';
export const scoreLabel = (subjectName: string) => `Желаемый результат: ${subjectName}`;

/** Step 2b: a target score per subject (exam scale in grades 10-11, a mark 3-5 below) and the olympiad flag. */
export function ScoresStep({ subjects, grade, scores, onChange, onBack, onContinue }: ScoresStepProps) {
  return (
    <section aria-labelledby="scores-step-title" data-step="scores">
      <h2 id="scores-step-title">Желаемый результат</h2>
      <div data-part="scores">
        {scores.map((entry) => {
          const subject = subjects.find((item) => item.shortname === entry.shortname);
          if (!subject) return null;
          const range = rangeFor(grade, subject);
          return (
            <fieldset key={entry.shortname}>
              <legend>{subject.name}</legend>
              <ScoreSlider
                label={scoreLabel(subject.name)}
                min={range.min}
                max={range.max}
                value={entry.points}
                onChange={(points) => onChange(entry.shortname, { points })}
              />
              <Checkbox
                label={OLYMPIAD_LABEL}
                checked={entry.olympics}
                onChange={(event) => onChange(entry.shortname, { olympics: event.target.checked })}
              />
            </fieldset>
          );
        })}
      </div>
      <div data-part="actions">
        <Button variant="outlined" onClick={onBack}>
          Назад
        </Button>
        <Button onClick={onContinue}>{TEXTS.continue}</Button>
      </div>
    </section>
  );
}
