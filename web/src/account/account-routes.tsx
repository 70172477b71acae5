import { render } from 'preact';
import { AccountPage } from './AccountPage';
import { MyMatchesPage } from './MyMatchesPage';
import { ProfilePage } from './ProfilePage';

/**
 * The account pages' hash routes: `#/account` (sign in, sign up, sign out), `#/me` (my matches),
 * `#/player/:username` (a profile). Renders into `view` and answers the page's cleanup, or null
 * when the route is not one of them.
 */
export function accountRoute(view: HTMLElement, parts: readonly string[]): (() => void) | null {
  let page;
  if (parts[0] === 'account') page = <AccountPage />;
  else if (parts[0] === 'me') page = <MyMatchesPage />;
  else if (parts[0] === 'player' && parts[1]) page = <ProfilePage username={decodeURIComponent(parts[1])} />;
  else return null;
  render(page, view);
  return () => render(null, view);
}
