import { useTranslation } from 'page-singleton';
import { Button, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { downloadFile, fileName, googleMapsDirectionsUrl, planToGpx } from '../state/exportPlan';

/** The whole plan's GPX file, and its directions on Google Maps (when its places can make a route). */
export function PlanExport({ plan, name }: { plan: PlanWithPlaces; name: string }) {
  const { t } = useTranslation(NS);
  const directions = googleMapsDirectionsUrl(plan);
  return (
    <div className="mfp-export mfp-row">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadFile(fileName(name, 'gpx'), planToGpx(plan, name), 'application/gpx+xml')}
      >
        {t('planner.gpx')}
      </Button>
      {directions && (
        <a href={directions} target="_blank" rel="noopener noreferrer" className="mfp-link">
          {t('planner.directions')}
        </a>
      )}
    </div>
  );
}
