import { Modal, SafeHtml, type BusEvents } from 'shared';

type ModalRequest = BusEvents['modal:open'];

/** The content of a bus modal: plain text paragraphs and/or sanitised html. */
export function ModalBody({ body, html }: Pick<ModalRequest, 'body' | 'html'>) {
  return (
    <>
      {body?.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
      <SafeHtml className="ti-rich" html={html} headings />
    </>
  );
}

/** One open bus modal in the shared Modal (Esc, the close button and a click outside close it). */
export default function ModalView({ modal, onClose }: { modal: ModalRequest; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} heading={modal.heading} label={modal.label}>
      <ModalBody body={modal.body} html={modal.html} />
    </Modal>
  );
}
