export {
  ChoiceChips,
  type ChoiceChipsProps,
  type ChoiceOption,
  type SingleChoiceChipsProps,
  type MultipleChoiceChipsProps,
} from './ChoiceChips.tsx';
