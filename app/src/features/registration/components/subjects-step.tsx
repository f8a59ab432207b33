import { CLASSES, MESSAGES, SUBJECTS_MAX, TEXTS, type Subject } from '@school/contract';
import { Button } from '@school/ui';
import { canLeaveSubjects } from '../wizard-model';
import { ChoiceChips } from './interim-controls';

export interface SubjectsStepProps {
  subjects: readonly Subject[];
  grade: number | null;
  selected: readonly string[];
  onGrade: (grade: number) => void;
  onToggle: (shortname: string) => void;
  onContinue: () => void;
}

const classOptions = CLASSES.map((grade) => ({ value: grade, label: `${grade} класс` }));

/** Step 2a: the class and 2 to 5 subjects; the others are disabled at five. */
export function SubjectsStep({ subjects, grade, selected, onGrade, onToggle, onContinue }: SubjectsStepProps) {
  return (
    <section aria-labelledby="subjects-step-title" data-step="subjects">
      <h2 id="subjects-step-title">Анкета</h2>
      <ChoiceChips legend="Класс" options={classOptions} value={grade === null ? [] : [grade]} onToggle={onGrade} />
      <ChoiceChips
        legend="Предметы"
        options={subjects.map((subject) => ({ value: subject.shortname, label: subject.name }))}
        value={selected}
        max={SUBJECTS_MAX}
        onToggle={onToggle}
      />
      <p>{MESSAGES.subjectsCount}</p>
      <Button disabled={!canLeaveSubjects(grade, selected)} onClick={onContinue}>
        {TEXTS.continue}
      </Button>
    </section>
  );
}
