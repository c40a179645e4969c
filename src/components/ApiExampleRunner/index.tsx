import {useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ApiExampleSource} from '../ExampleWorker/apiExample/protocol';
import type {RunnerProps} from './Runner';
import styles from './styles.module.css';

/**
 * The Run button of an API page's example. Until the reader presses it, it is all the page has of the runner:
 * the press loads the runner's chunk (Runner.tsx), which starts the playground's example worker, so API pages
 * download nothing more on a first visit. The chunk is imported by hand, not with React.lazy, so the button
 * stays in place (and focused) while it loads.
 */
const loadRunner = () => import(/* webpackChunkName: "api-example-runner" */ './Runner');

export default function ApiExampleRunner({example}: {example: ApiExampleSource}): ReactNode {
  const isBrowser = useIsBrowser();
  const [Loaded, setLoaded] = useState<ComponentType<RunnerProps> | null>(null);
  const [focusRun, setFocusRun] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = (focused: boolean) => {
    setFocusRun(focused);
    setLoading(true);
    setFailed(false);
    loadRunner().then(
      (module) => setLoaded(() => module.default),
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };
  return (
    <div role="group" aria-label="Run this example">
      {Loaded ? (
        <Loaded example={example} focusRun={focusRun} />
      ) : (
        <div className={styles.toolbar}>
          {/* Without JavaScript the button could do nothing, so it appears with hydration. */}
          {isBrowser && (
            <button
              type="button"
              className="button button--primary button--sm"
              aria-busy={loading}
              onClick={(event) => load(document.activeElement === event.currentTarget)}
            >
              Run
            </button>
          )}
          {failed && (
            <span role="alert" className={styles.status}>
              The runner could not load. Press Run to try again, or reload the page if the site has been
              updated since you opened it.
            </span>
          )}
        </div>
      )}
    </div>
  );
}
