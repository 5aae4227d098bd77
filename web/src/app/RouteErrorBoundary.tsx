import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/** Shows RouteError in place of a screen that failed, until the user moves to another screen. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
