/**
 * Keeps a screen's failure on that screen. Without a boundary React unmounts the whole page on a
 * render error, so a screen whose code did not arrive (its chunk is fetched on demand: the bridge
 * stopped, or was upgraded under an open page) left the person a blank window.
 */
import { Component, type ReactNode } from 'react';
import { Button } from './Button';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  /** A new key (another tab, another screen) clears the error and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
  failedKey: string | undefined;
}

/** Chromium, Firefox and Safari word a failed dynamic import differently; all name the module import. */
const MODULE_LOAD_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedKey === undefined) return { failedKey: props.resetKey };
    if (state.error && state.failedKey !== props.resetKey) return { error: undefined, failedKey: undefined };
    return null;
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const notLoaded = MODULE_LOAD_FAILURE.test(error.message);
    return (
      <ErrorNotice
        testId="screen-error"
        className="m-3"
        title={notLoaded ? "This screen's code did not load" : 'This screen stopped with an error'}
        message={notLoaded ? `${error.message}. Is mcpscope still running? Reload the page once it is.` : error.message}
      >
        <Button className="mt-2" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </ErrorNotice>
    );
  }
}
