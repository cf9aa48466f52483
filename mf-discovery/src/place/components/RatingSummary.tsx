import { useTranslation } from 'page-singleton';
import { LoadFailed, useInlineStyle, type LoadState, type PlaceRating } from 'shared';
import { NS } from '../../i18n';
import { SectionEmpty } from '../../home';
import { formatAverage, ratingRows } from '../rating';
import './place.css';

export interface RatingSummaryProps {
  rating: LoadState<PlaceRating>;
  onRetry: () => void;
}

/**
 * The rating of a place's reviews: the average with its stars and count, then a table of how many reviews gave
 * each star value. The bars only draw the counts written beside them (hidden from screen readers).
 */
export function RatingSummary({ rating, onRetry }: RatingSummaryProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <section aria-labelledby="mfd-place-rating" className="mfd-place-rating">
      <h2 id="mfd-place-rating">{t('place.rating.title')}</h2>
      {rating.status === 'loading' && (
        <div aria-busy="true" className="mfd-place-rating__placeholder">
          <p role="status" className="ti-visually-hidden">
            {t('place.rating.loading')}
          </p>
        </div>
      )}
      {rating.status === 'error' && <LoadFailed message={rating.message} onRetry={onRetry} />}
      {rating.status === 'ready' &&
        (rating.data.average === null ? (
          <SectionEmpty>{t('place.rating.empty')}</SectionEmpty>
        ) : (
          <div className="mfd-place-rating__body">
            <p className="mfd-place-rating__average">
              <span className="mfd-place-rating__value">
                {t('place.rating.average', { average: formatAverage(rating.data.average, i18n.language) })}
              </span>
              <Stars fill={`${(rating.data.average / 5) * 100}%`} />
              <span className="mfd-place-rating__count">{t('place.rating.count', { count: rating.data.count })}</span>
            </p>
            <table className="mfd-place-rating__table">
              <caption className="ti-visually-hidden">{t('place.rating.caption')}</caption>
              <thead className="ti-visually-hidden">
                <tr>
                  <th scope="col">{t('place.rating.stars')}</th>
                  <th scope="col">{t('place.rating.ratings')}</th>
                </tr>
              </thead>
              <tbody>
                {ratingRows(rating.data).map((row) => (
                  <tr key={row.stars}>
                    <th scope="row">{t('place.rating.row', { count: row.stars })}</th>
                    <td>
                      <span className="mfd-place-rating__cell">
                        <span className="mfd-place-rating__bar" aria-hidden="true">
                          <Bar width={`${row.percent}%`} />
                        </span>
                        <span className="mfd-place-rating__n">{row.count}</span>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

/** The five stars, filled to the average (a custom property the stylesheet reads). */
function Stars({ fill }: { fill: string }) {
  const ref = useInlineStyle<HTMLSpanElement>({ '--mfd-fill': fill });
  return (
    <span ref={ref} className="mfd-place-rating__stars" aria-hidden="true">
      ★★★★★
    </span>
  );
}

/** A row's bar, as wide as its share of the ratings. */
function Bar({ width }: { width: string }) {
  const ref = useInlineStyle<HTMLSpanElement>({ width });
  return <span ref={ref} />;
}
