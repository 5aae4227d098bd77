import { useLocation } from 'react-router';
import { Alert } from '../../components/Alert';
import { Page } from '../../components/Page';
import { readNoticeFeedback } from '../../lib/notice';
import { PendingCancellationNotice } from '../billing/components/PendingCancellationNotice';
import { ViewCard } from './components/ViewCard';
import './MainPage.css';

/**
 * The view selector of SPEC section 2: General opens the diary, Tennis the tournaments, Charts the charted matches. A screen that sent
 * the member here may leave a notice (e.g. /subscribe, for a member who is subscribed already).
 */
export function MainPage() {
  const notice = readNoticeFeedback(useLocation().state);
  return (
    <Page title="Choose a view" width="wide" brand={false}>
      <Alert feedback={notice} />
      <div className="view-grid">
        <ViewCard to="/main/diary" title="General" icon="diary">
          Your dated diary: notes in tabs with tags, images and mentions of players and tournaments, gathered in a
          notebook on each. Search all you wrote, look back through a day&apos;s history, export or import it, and keep
          writing offline.
        </ViewCard>
        <ViewCard to="/main/tennis" title="Tennis" icon="tennis">
          Professional tournaments and their draws, with your private notes on every player.
        </ViewCard>
        <ViewCard to="/main/charts" title="Charts" icon="charts">
          Chart a match point by point on your phone, with or without signal: quick taps or the Match Charting
          Project&apos;s codes.
        </ViewCard>
      </div>
      <PendingCancellationNotice />
    </Page>
  );
}
