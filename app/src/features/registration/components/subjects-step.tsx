import { CLASSES, MESSAGES, SUBJECTS_MAX, type Subject } from '@school/contract';
import { TEXTS } from '../../../config/texts';
import { Button, ChoiceChips } from '@school/ui';
import { canLeaveSubjects } from '../wizard-model';

export interface SubjectsStepProps {
  subjects: readonly Subject[];
  grade: number | null;
  selected: string[];
  onGrade: (grade: number) => void;
  onSubjects: (selected: string[]) => void;
  onContinue: () => void;
}

const classOptions = CLASSES.map((grade) => ({ value: grade as number, label: `${grade} класс` }));

/** Step 2a: the class and 2 to 5 subjects; the others are disabled at five. */
export function SubjectsStep({ subjects, grade, selected, onGrade, onSubjects, onContinue }: SubjectsStepProps) {
  return (
    <section aria-labelledby="subjects-step-title" data-step="subjects">
      <h2 id="subjects-step-title">Анкета</h2>
      <ChoiceChips<number> label="Выберите класс" options={classOptions} value={grade} onChange={onGrade} />
      <ChoiceChips<string>
        multiple
        label="Выберите предметы"
        hint={MESSAGES.subjectsCount}
        options={subjects.map((subject) => ({ value: subject.shortname, label: subject.name }))}
        value={selected}
        max={SUBJECTS_MAX}
        onChange={onSubjects}
      />
      <div data-part="actions">
        <Button disabled={!canLeaveSubjects(grade, selected)} onClick={onContinue}>
          {TEXTS.continue}
        </Button>
      </div>
    </section>
  );
}
