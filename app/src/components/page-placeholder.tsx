import { CenteredMessage } from './centered-message';

/** A route slot whose page is being built in its own feature; replaced by that page. */
export function PagePlaceholder({ title }: { title: string }) {
  return <CenteredMessage title={title} text="Раздел готовится и скоро появится." />;
}
