export { ScoreSlider, type ScoreSliderProps } from './ScoreSlider.tsx';
