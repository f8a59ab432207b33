import { MATERIAL_KINDS, type MaterialKind } from '@school/contract';
import { LineIcon } from '../../../components/icons';

/* lucide's file-text, circle-play, paperclip and link, on the app's icon grid. */
const paths: Record<MaterialKind, React.ReactNode> = {
  text: (
    <>
      <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
      <path d="M14 2v4a2 2 0 0 0 2 2h4" />
      <path d="M10 9H8M16 13H8M16 17H8" />
    </>
  ),
  video: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m10 8 6 4-6 4Z" />
    </>
  ),
  file: (
    <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  ),
  link: (
    <>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </>
  ),
};

/** A material's kind as an icon; its label ('Видео') is the accessible name, for the outline reads by it. */
export function MaterialKindIcon({ kind }: { kind: MaterialKind }) {
  return (
    <span role="img" aria-label={MATERIAL_KINDS[kind]} data-part="kind">
      <LineIcon>{paths[kind]}</LineIcon>
    </span>
  );
}
