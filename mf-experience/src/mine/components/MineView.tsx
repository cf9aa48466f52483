import { Link, useTranslation } from 'page-singleton';
import {
  Button,
  ConfirmDialog,
  experienceLink,
  experienceThumbnail,
  formatRelativeTime,
  formatVideoTime,
  HiddenNotice,
  likesLabel,
  LoadFailed,
  type LoadState,
  MessageBox,
  type MyExperience,
  Spinner,
  Thumbnail,
  viewsLabel,
} from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { VISIBILITIES, type Visibility } from '../../publish';
import '../../common/detail.css';
import '../../common/studio.css';

export interface MineViewProps {
  state: LoadState<MyExperience[]>;
  onRetry: () => void;
  onVisibilityChange: (experience: MyExperience, value: Visibility) => void;
  /** ids with a change under way */
  pending: number[];
  /** per experience: why its last change failed */
  rowErrors: Record<number, string>;
  /** the experience whose deletion waits for confirmation */
  confirming: MyExperience | null;
  onAskDelete: (experience: MyExperience) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  deleting: boolean;
  deleteError?: string;
}

/** `/my/experiences`: my drafts and published videos, with visibility and counts; edit, change visibility, delete. */
export function MineView(props: MineViewProps) {
  const { t } = useTranslation(NS);
  const { state } = props;
  return (
    <main className="mfe-studio" aria-busy={state.status === 'loading' || undefined}>
      <div className="mfe-studio__row">
        <h1 className="mfe-studio__grow">{t('screen.mine')}</h1>
        <Link className="ti-button ti-button--primary ti-button--md" to="/experience/upload">
          {t('screen.upload')}
        </Link>
      </div>
      {state.status === 'loading' && <Spinner label={t('mine.loading')} />}
      {state.status === 'error' && <LoadFailed message={state.message} onRetry={props.onRetry} />}
      {state.status === 'ready' && <MineLists {...props} experiences={state.data} />}
      <ConfirmDialog
        open={props.confirming !== null}
        heading={t('mine.confirmHeading')}
        confirmLabel={t('mine.confirmDelete')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
        busy={props.deleting}
        error={props.deleteError}
      >
        <p>{t('mine.confirmText', { title: props.confirming?.title || t('mine.untitled') })}</p>
      </ConfirmDialog>
    </main>
  );
}

function MineLists(props: MineViewProps & { experiences: MyExperience[] }) {
  const { t } = useTranslation(NS);
  const drafts = props.experiences.filter((e) => e.status === 'draft');
  const published = props.experiences.filter((e) => e.status === 'published');
  if (props.experiences.length === 0)
    return (
      <div className="mfe-studio__section">
        <p>{t('mine.empty')}</p>
        <p>
          <Link to="/experience/upload">{t('mine.emptyAction')}</Link>
        </p>
      </div>
    );
  return (
    <>
      <section className="mfe-studio__section" aria-labelledby="mfe-mine-published">
        <h2 id="mfe-mine-published">{t('mine.published', { count: published.length })}</h2>
        {published.length === 0 ? (
          <p className="mfe-studio__meta">{t('mine.noPublished')}</p>
        ) : (
          <ul className="mfe-studio__list">
            {published.map((e) => (
              <MineItem key={e.id} {...props} experience={e} />
            ))}
          </ul>
        )}
      </section>
      <section className="mfe-studio__section" aria-labelledby="mfe-mine-drafts">
        <h2 id="mfe-mine-drafts">{t('mine.drafts', { count: drafts.length })}</h2>
        {drafts.length === 0 ? (
          <p className="mfe-studio__meta">{t('mine.noDrafts')}</p>
        ) : (
          <ul className="mfe-studio__list">
            {drafts.map((e) => (
              <MineItem key={e.id} {...props} experience={e} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function MineItem({
  experience: e,
  onVisibilityChange,
  pending,
  rowErrors,
  onAskDelete,
}: MineViewProps & { experience: MyExperience }) {
  const { t, i18n } = useTranslation(NS);
  const title = e.title || t('mine.untitled');
  const busy = pending.includes(e.id);
  const selectId = `mfe-mine-vis-${e.id}`;
  const hidden = <span className="ti-visually-hidden"> {title}</span>;
  const visibilityKey = VISIBILITIES.find((v) => v.value === e.visible_type)?.key ?? 'public';
  return (
    <li className="mfe-studio__item" aria-busy={busy || undefined}>
      <div className="mfe-studio__row">
        <Thumbnail {...experienceThumbnail(e, title)} width={320} height={180} className="mfe-studio__thumb" />
        <div className="mfe-studio__grow">
          <h3>{e.status === 'published' ? <Link to={experienceLink(e)}>{title}</Link> : title}</h3>
          <p className="mfe-studio__meta">
            {e.status === 'draft' ? t('mine.draft') : t(`visibilityName.${visibilityKey}`)} ·{' '}
            {formatVideoTime(e.duration)} · {viewsLabel(e.views_count, i18n.language)} ·{' '}
            {likesLabel(e.likes_count, i18n.language)}
          </p>
          <p className="mfe-studio__meta">
            {t('mine.edited', { when: formatRelativeTime(e.updated_at, { language: i18n.language }) })}
          </p>
          {e.hidden && <HiddenNotice reason={e.hidden.reason} text={t('hidden.text')} />}
        </div>
      </div>
      <div className="mfe-studio__row">
        <Link className="ti-button ti-button--secondary ti-button--sm" to={`/experience/edit/${e.id}`}>
          {t('mine.edit')}
          {hidden}
        </Link>
        {e.status === 'draft' ? (
          <Link
            className="ti-button ti-button--secondary ti-button--sm"
            to={`/experience/publish/${e.id}--${encodeURIComponent(e.slug || 'draft')}`}
          >
            {t('mine.publish')}
            {hidden}
          </Link>
        ) : (
          <span className="mfe-studio__status">
            <label htmlFor={selectId}>
              {t('publish.visibility')}
              {hidden}
            </label>
            <select
              id={selectId}
              value={e.visible_type}
              disabled={busy}
              onChange={(ev) => onVisibilityChange(e, Number(ev.target.value) as Visibility)}
            >
              {VISIBILITIES.map((v) => (
                <option key={v.value} value={v.value}>
                  {t(`visibilityName.${v.key}`)}
                </option>
              ))}
            </select>
            {busy && <Spinner size="sm" label={t('mine.changing')} />}
          </span>
        )}
        <Button variant="ghost" size="sm" onClick={() => onAskDelete(e)} disabled={busy}>
          {t('mine.delete')}
          {hidden}
        </Button>
      </div>
      {rowErrors[e.id] && <MessageBox type="error" message={rowErrors[e.id]} dismiss={false} />}
    </li>
  );
}
