import { useTranslation } from 'page-singleton';
import { useState, type ReactNode } from 'react';
import {
  bus,
  Button,
  Drawer,
  LoadingIndicator,
  MessageBox,
  Modal,
  Spinner,
  TextArea,
  TextField,
  TimeField,
  type ButtonVariant,
  type LoaderColor,
  type MessageType,
} from 'shared';
import { NS } from '../i18n';
import './sandboxStrings';
import { CookieBannerView } from '../layout';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ti-sandbox__section" aria-labelledby={`sandbox-${id}`}>
      <h2 id={`sandbox-${id}`}>{title}</h2>
      <div className="ti-sandbox__row">{children}</div>
    </section>
  );
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost'];
const SIZES = ['sm', 'md', 'lg'] as const;
const LOADERS: LoaderColor[] = ['java', 'blue', 'white'];
const TYPES: MessageType[] = ['info', 'success', 'warning', 'error'];

/**
 * `/sandbox`: a living gallery of the shared UI kit inside the running site — every component and state, in the
 * current language and with the site's real styles, for designers and for checking a change in place.
 */
export function SandboxPage() {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [seconds, setSeconds] = useState(95);
  const [modal, setModal] = useState<'heading' | 'bare' | null>(null);
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  const s = (key: string) => t(`sandbox.${key}`);

  return (
    <main className="ti-page ti-sandbox">
      <h1>{s('title')}</h1>
      <p>{s('intro')}</p>

      <Section id="buttons" title={s('buttons')}>
        {VARIANTS.map((variant) => (
          <div key={variant} className="ti-sandbox__group" role="group" aria-label={s(`variant.${variant}`)}>
            {SIZES.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {s(`variant.${variant}`)} {size}
              </Button>
            ))}
            <Button variant={variant} loading>
              {s('saving')}
            </Button>
            <Button variant={variant} disabled>
              {s('disabled')}
            </Button>
          </div>
        ))}
        <div className="ti-sandbox__group" role="group" aria-label={s('joined')}>
          <Button variant="secondary" position="first">
            {s('previous')}
          </Button>
          <Button variant="secondary" position="last">
            {s('next')}
          </Button>
        </div>
      </Section>

      <Section id="fields" title={s('fields')}>
        <TextField label={s('name')} value={name} onChange={setName} maxLength={40} hint={s('nameHint')} />
        <TextField label={s('email')} type="email" defaultValue="not-an-email" invalid message={s('emailInvalid')} />
        <TextField label={s('password')} type="password" defaultValue="travel-demo" />
        <TextField label={s('disabledField')} defaultValue={s('readOnlyValue')} disabled />
        <TextArea label={s('bio')} value={bio} onChange={setBio} maxLength={200} />
        <TimeField label={s('startAt')} value={seconds} onChange={setSeconds} max={3600} hint={s('timeHint')} />
      </Section>

      <Section id="messages" title={s('messages')}>
        {TYPES.map((type) => (
          <MessageBox key={type} type={type} message={s(`message.${type}`)} />
        ))}
        <MessageBox type="info" message={s('message.html')} html={s('message.htmlBody')} />
        <MessageBox type="warning" message={s('message.noDismiss')} dismiss={false} />
        <Button
          variant="secondary"
          onClick={() => bus.emit('message:show', { message: s('message.fromBus'), type: 'success' })}
        >
          {s('showBusMessage')}
        </Button>
      </Section>

      <Section id="loaders" title={s('loaders')}>
        {LOADERS.map((color) => (
          <span key={color} className={`ti-sandbox__loader ti-sandbox__loader--${color}`}>
            <Spinner color={color} label={s(`loader.${color}`)} />
          </span>
        ))}
        <div className="ti-sandbox__wide">
          <LoadingIndicator />
        </div>
      </Section>

      <Section id="dialogs" title={s('dialogs')}>
        <Button variant="secondary" onClick={() => setModal('heading')}>
          {s('openModal')}
        </Button>
        <Button variant="secondary" onClick={() => setModal('bare')}>
          {s('openBareModal')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => bus.emit('modal:open', { heading: s('busModalHeading'), body: s('busModalBody') })}
        >
          {s('openBusModal')}
        </Button>
        <Button variant="secondary" onClick={() => setDrawer('left')}>
          {s('openLeftDrawer')}
        </Button>
        <Button variant="secondary" onClick={() => setDrawer('right')}>
          {s('openRightDrawer')}
        </Button>
        <Modal open={modal === 'heading'} onClose={() => setModal(null)} heading={s('modalHeading')}>
          <p>{s('modalBody')}</p>
          <Button onClick={() => setModal(null)}>{s('ok')}</Button>
        </Modal>
        <Modal open={modal === 'bare'} onClose={() => setModal(null)} label={s('bareModalLabel')}>
          <p>{s('modalBody')}</p>
        </Modal>
        <Drawer
          open={drawer !== null}
          side={drawer ?? 'right'}
          heading={s('drawerHeading')}
          onClose={() => setDrawer(null)}
          onBack={drawer === 'right' ? () => setDrawer(null) : undefined}
        >
          <p>{s('drawerBody')}</p>
        </Drawer>
      </Section>

      <Section id="cookie" title={s('cookie')}>
        <div className="ti-sandbox__wide ti-sandbox__contained">
          <CookieBannerView onAccept={() => undefined} label={s('cookieExample')} />
        </div>
      </Section>
    </main>
  );
}
