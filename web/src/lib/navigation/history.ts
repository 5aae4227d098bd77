import { createBrowserHistory } from 'history';

/**
 * The app's one browser history, shared by the router and by code outside React (the query layer's
 * redirect on 402). Unlike React Router's own, it can hold a navigation back (see blockNavigation).
 */
export const history = createBrowserHistory();
