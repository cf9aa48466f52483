import { useEffect, useState, type ReactElement } from 'react';
import { Recaptcha } from './Recaptcha';

/**
 * The robot check. Storybook has no Google: these stories put a stand-in for Google's script on the page (a
 * checkbox that hands out a token), or make it fail to load.
 */
const meta = { title: 'shared/Recaptcha', component: Recaptcha, args: { siteKey: 'story-site-key' } };
export default meta;

type Win = { grecaptcha?: unknown };

function WithStandIn({ children }: { children: ReactElement }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    (window as Win).grecaptcha = {
      render: (el: HTMLElement, opts: { callback: (token: string) => void }) => {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.onchange = () => opts.callback(box.checked ? 'story-token' : '');
        label.append(box, ' I am not a robot (stand-in)');
        el.replaceChildren(label);
        return 1;
      },
      reset: () => undefined,
    };
    setReady(true);
    return () => {
      delete (window as Win).grecaptcha;
    };
  }, []);
  return ready ? children : <></>;
}

function Tokened(props: { siteKey: string }) {
  const [token, setToken] = useState('');
  return (
    <>
      <Recaptcha siteKey={props.siteKey} onToken={setToken} />
      <p>token: {token || '(none)'}</p>
    </>
  );
}

export const Checkbox = {
  render: (args: { siteKey: string }) => (
    <WithStandIn>
      <Tokened siteKey={args.siteKey} />
    </WithStandIn>
  ),
};

/** Google's script did not load (offline, blocked): the check says so in place. */
export const ScriptFailed = {
  render: (args: { siteKey: string }) => <Tokened siteKey={args.siteKey} />,
};
