import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { ExportStatus } from '../export/ExportStatus';
import { PendingChanges } from '../offline/outbox/PendingChanges';
import { SearchLauncher } from '../search/SearchLauncher';
import { HamburgerMenu } from './components/HamburgerMenu';
import './MainLayout.css';

/** The members' area: a header with the brand, the search and the menu above each /main screen. */
export function MainLayout() {
  return (
    <>
      <header className="main-header">
        <Link to="/main" className="main-header__brand" aria-label="Baseline: choose a view">
          <Logo />
        </Link>
        <div className="main-header__tools">
          <PendingChanges />
          <ExportStatus />
          <SearchLauncher />
          <HamburgerMenu />
        </div>
      </header>
      <Outlet />
    </>
  );
}
