import { Banner } from '../components/Banner';
import { Button } from '../components/Button';
import { Page } from '../components/Page';

/**
 * Shown when a screen fails to render or its code cannot be fetched (typically a new release
 * replaced the old hashed files): reloading fetches the current ones.
 */
export function RouteError() {
  return (
    <>
      <Banner />
      <Page title="Something went wrong">
        <p>This page could not be shown. Reloading usually fixes it.</p>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </Button>
      </Page>
    </>
  );
}
