import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';

export interface ConflictChoiceProps {
  /** the field both changed, as its label reads (“Notes”, “Day 2’s name”) */
  field: string;
  /** who changed it meanwhile, when known */
  name?: string;
  mine: string;
  theirs: string;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}

/**
 * Two people changed the same field from the same version: both values are shown and the person chooses which
 * stays — nothing disappears silently. Focus moves to the choice when it appears, so a keyboard user meets it.
 */
export function ConflictChoice({ field, name, mine, theirs, onKeepMine, onKeepTheirs }: ConflictChoiceProps) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = (value: string) => (value.trim() === '' ? t('conflict.empty') : value);
  return (
    <section className="mfp-together mfp-together__conflict" role="group" aria-labelledby="mfp-conflict-title">
      <h3 id="mfp-conflict-title" ref={heading} tabIndex={-1}>
        {t('conflict.title')}
      </h3>
      <p>{name ? t('conflict.intro', { name, field }) : t('conflict.introSomeone', { field })}</p>
      <dl className="mfp-together__versions">
        <div>
          <dt>{t('conflict.mine')}</dt>
          <dd>{shown(mine)}</dd>
        </div>
        <div>
          <dt>{name ? t('conflict.theirs', { name }) : t('conflict.theirsSomeone')}</dt>
          <dd>{shown(theirs)}</dd>
        </div>
      </dl>
      <div className="mfp-row">
        <Button size="sm" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeepTheirs}>
          {t('conflict.keepTheirs')}
        </Button>
      </div>
    </section>
  );
}
