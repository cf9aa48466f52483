import { lazy, Suspense, useEffect, useState } from 'react';
import { bus, type BusEvents } from 'shared';

type ModalRequest = BusEvents['modal:open'];

/** The modal's frame, body and html sanitiser arrive with the first modal: no page opens one at first paint. */
const ModalView = lazy(() => import('./ModalView'));

/**
 * Shows the modal any module asks for with `modal:open` (optional heading; Esc, the close button and
 * a click outside close it), in the shared Modal. A new request replaces the open one.
 */
export function ModalHost() {
  const [modal, setModal] = useState<ModalRequest | null>(null);
  useEffect(() => bus.on('modal:open', (m) => setModal(m)), []);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalView modal={modal} onClose={() => setModal(null)} />
    </Suspense>
  );
}
