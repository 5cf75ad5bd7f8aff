import { useEffect, useState } from 'react';
import type { Position } from 'geojson';
import type { Teaser } from '@dating/contract';
import { a11y, LoadingRegion, Skeleton } from '@dating/ui';
import { useLanderKindsMessages } from '../i18n';
import { nameAge, teaserPlace } from '../parts/teaser-text';
import type { CountryShape } from './country-shape';
import { fitFrame, ringsPath } from './project';

export interface CountryMapProps {
  /** the country the teasers come from (ISO alpha-2) */
  country: string;
  countryLabel: string;
  teasers: Teaser[];
}

type ShapeState = { status: 'loading' } | { status: 'done'; shape: CountryShape | null };

/** The outline loads in its own chunk; a failure leaves the dots and the list, which say it all anyway. */
function useCountryShape(country: string): ShapeState {
  const [state, setState] = useState<{ country: string; shape: CountryShape | null } | null>(null);
  useEffect(() => {
    let live = true;
    import('./country-shape')
      .then(({ loadCountryShape }) => loadCountryShape(country))
      .catch(() => null)
      .then((shape) => live && setState({ country, shape }));
    return () => {
      live = false;
    };
  }, [country]);
  return state?.country === country ? { status: 'done', shape: state.shape } : { status: 'loading' };
}

/** The members as dots on the outline of their country, and the same members as a list for screen readers. */
export function CountryMap({ country, countryLabel, teasers }: CountryMapProps) {
  const { t } = useLanderKindsMessages();
  const state = useCountryShape(country);
  if (state.status === 'loading') {
    return (
      <LoadingRegion label={t('map.loading')} className="lk-map__frame">
        <Skeleton shape="rect" aspectRatio="1" width="100%" />
      </LoadingRegion>
    );
  }
  const placed = teasers.filter((m) => m.lat !== null && m.lon !== null);
  const dots: Position[] = placed.map((m) => [m.lon!, m.lat!]);
  const frame = fitFrame([...(state.shape?.main ?? []), ...dots]);
  return (
    <figure className="lk-map__frame">
      {frame && (
        <svg
          className="lk-map__svg"
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          role="img"
          aria-label={countryLabel ? t('map.label', { country: countryLabel }) : t('map.labelNoCountry')}
        >
          {state.shape && (
            <path className="lk-map__land" d={state.shape.polygons.map((p) => ringsPath(p, frame)).join('')} />
          )}
          {placed.map((m) => {
            const [x, y] = frame.project(m.lon!, m.lat!);
            return (
              <circle key={m.id} className="lk-map__dot" cx={x} cy={y} r={7}>
                <title>{nameAge(t, m)}</title>
              </circle>
            );
          })}
        </svg>
      )}
      <figcaption className={a11y.visuallyHidden}>
        <h3>{t('map.listHeading')}</h3>
        <ul>
          {placed.map((m) => (
            <li key={m.id}>{t('map.member', { who: nameAge(t, m), place: teaserPlace(m) })}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
