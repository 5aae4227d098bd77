import { LIGHTHOUSE_CHART_ID } from './chart-rows.js';
import { BOTH, MOBILE, type Page } from './lighthouse-rows.js';
import { DRAW_PATH, PLAYER_PATH } from './tennis-rows.js';

/** Who the pages behind the login are opened as. */
export interface Visitors {
  subscriber: string;
  admin: string;
  /** The day the subscriber's diary opens at, seeded with tabs, tags and an image. */
  seededDay: string;
  drawAvailable: boolean;
}

/** The web app's address of the benchmarked draw. */
export function drawPagePath(): string {
  const [, , , , year, id] = DRAW_PATH.split('/');
  return `/main/tennis/${year}/${id}`;
}

/**
 * Every page of the app a member or visitor opens, the visitor's first pages and the diary and draw on both
 * profiles (the desktop rows go back to the first benchmark), the rest on mobile.
 */
export function lighthousePages({ subscriber, admin, seededDay, drawAvailable }: Visitors): Page[] {
  const playerId = PLAYER_PATH.split('/')[4]?.split('?')[0] ?? '';
  const member = (name: string, path: string, profiles = MOBILE): Page => ({
    name,
    path,
    token: subscriber,
    profiles,
  });
  return [
    { name: '/', path: '/', profiles: BOTH },
    { name: '/login', path: '/login', profiles: BOTH },
    { name: '/register', path: '/register', profiles: MOBILE },
    { name: '/forgot-password', path: '/forgot-password', profiles: MOBILE },
    { name: '/terms', path: '/terms', profiles: MOBILE },
    { name: '/privacy', path: '/privacy', profiles: MOBILE },
    member('/main', '/main'),
    member('/main/diary (seeded day)', `/main/diary?date=${seededDay}`, BOTH),
    member('/main/tennis', '/main/tennis'),
    ...(drawAvailable
      ? [
          member('128-line draw', drawPagePath(), BOTH),
          member('the draw\u2019s pack', `${drawPagePath()}/pack`),
          member('a player page', `/main/tennis/players/${playerId}`),
        ]
      : []),
    member('/main/charts', '/main/charts'),
    member('/main/charts/new', '/main/charts/new'),
    // Courtside, on a phone: the recorder and the report of a chart of 350 points (chart-rows.ts's long match).
    member("a chart's recorder (350 points)", `/main/charts/${LIGHTHOUSE_CHART_ID}`),
    member("a chart's report (350 points)", `/main/charts/${LIGHTHOUSE_CHART_ID}/report`),
    member('/main/export', '/main/export'),
    member('/main/import', '/main/import'),
    member('/change-password', '/change-password'),
    member('/two-factor', '/two-factor'),
    { name: '/admin-dashboard', path: '/admin-dashboard', token: admin, profiles: MOBILE },
  ];
}
