import { useEffect, useMemo, useState } from 'react';
import { bus, Modal, sanitizeHtml, type BusEvents } from 'shared';

type ModalRequest = BusEvents['modal:open'];

/** The content of a bus modal: plain text paragraphs and/or sanitised html. */
export function ModalBody({ body, html }: Pick<ModalRequest, 'body' | 'html'>) {
  const safe = useMemo(() => (html ? sanitizeHtml(html, { headings: true }) : ''), [html]);
  return (
    <>
      {body?.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      {safe && <div className="ti-rich" dangerouslySetInnerHTML={{ __html: safe }} />}
    </>
  );
}

/**
 * Shows the modal any module asks for with `modal:open` (spec §2: optional heading; Esc, the close button
 * and a click outside close it), in the shared Modal. A new request replaces the open one.
 */
export function ModalHost() {
  const [modal, setModal] = useState<ModalRequest | null>(null);
  useEffect(() => bus.on('modal:open', (m) => setModal(m)), []);
  return (
    <Modal open={modal !== null} onClose={() => setModal(null)} heading={modal?.heading} label={modal?.label}>
      {modal && <ModalBody body={modal.body} html={modal.html} />}
    </Modal>
  );
}
