import { useTranslation } from 'page-singleton';
import { lazy, Suspense } from 'react';
import { NS } from '../../i18n';
import type { PostEditorProps } from './PostEditor';

const loadEditor = () => import('./PostEditor');
/**
 * The post editor's code (fields, photo uploads, drafts) comes with the first editor a visitor opens, not with
 * every wall: a guest reading posts never downloads it.
 */
const Editor = lazy(() => loadEditor().then((m) => ({ default: m.PostEditor })));

/** Start fetching the editor's code when the visitor shows they are about to open it (pointer over, focus). */
export function prefetchPostEditor(): void {
  void loadEditor().catch(() => {
    // the click that opens the editor asks again and shows the failure where it happens
  });
}

/** The post editor, shown once its code has arrived (a busy status until then). */
export function LazyPostEditor(props: PostEditorProps) {
  const { t } = useTranslation(NS);
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true">
          {t('list.loading')}
        </p>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
