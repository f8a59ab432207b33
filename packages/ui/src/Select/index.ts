export { Select, MultiSelect, type SelectProps, type MultiSelectProps, type SelectOption } from './Select.tsx';
