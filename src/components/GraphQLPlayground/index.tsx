import {
  useCallback,
  type ComponentProps,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type SetStateAction,
  type SyntheticEvent,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LoadFailure from './LoadFailure';
import Preview from './Preview';
import type {ExampleFile} from '../ExampleWorker/locate';
import type {PlaygroundProps} from './Playground';
import {loadEdits, saveEdits, toStorageKey, toTexts} from './storage';
import {defaultTitles, shownFiles, type ExampleTexts, type GraphQLPlaygroundProps} from './types';
import styles from './styles.module.css';

/**
 * Shows a runnable GraphQL example. Until the reader clicks or focuses it, it is plain highlighted code
 * (server-rendered, readable without JavaScript) and a Run button; that first touch loads the editors and
 * graphql-js in a separate chunk, which starts the workers that run the example, so pages that merely show
 * an example download nothing extra.
 *
 * The chunk is imported by hand rather than through React.lazy: a Suspense fallback would remount the
 * preview while the chunk loads, dropping the focus the reader just put in it.
 *
 * If the chunk or the worker it starts cannot load, or the playground fails, the example is shown as code
 * again, with the reader's edits, and a message with a Retry button where Run was (LoadFailure); the rest of
 * the page is untouched. The reader's edits are kept here, above
 * that failure, and come back with Retry. (A result that cannot be shown fails alone, in the result area.)
 */
const loadPlayground = () => import('./Playground');

// Only this tab writes sessionStorage, and it re-renders itself when it does: nothing to subscribe to.
const noSubscription = () => () => {};
const noEdits = () => null;

interface Start {
  focus?: ExampleFile | 'run';
  run: boolean;
}

const trimEnd = (text: string) => text.replace(/\n+$/, '');

/** Which part of the preview the reader touched: one of the files, or the Run button. */
function targetOf(event: SyntheticEvent): Start['focus'] {
  const element = event.target instanceof Element ? event.target.closest('[data-file]') : null;
  return (element?.getAttribute('data-file') as Start['focus'] | null) ?? undefined;
}

export default function GraphQLPlayground({
  schema = '',
  resolvers = '',
  modules,
  query,
  variables = '',
  operationName,
  titles,
  label = 'GraphQL playground',
  layout = 'stacked',
}: GraphQLPlaygroundProps): ReactNode {
  // Sample files end with a newline; an editor would show it as an empty last line.
  const original = useMemo<ExampleTexts>(
    () => ({
      schema: trimEnd(schema),
      resolvers: trimEnd(resolvers),
      query: trimEnd(query),
      variables: trimEnd(variables),
    }),
    [schema, resolvers, query, variables],
  );
  const {pathname} = useLocation();
  const storageKey = toStorageKey(pathname, original);
  const isBrowser = useIsBrowser();
  // The server renders the original; the reader's edits from this session replace it after hydration.
  const stored = useSyncExternalStore(noSubscription, () => loadEdits(storageKey), noEdits);
  const restored = useMemo(() => toTexts(stored, original), [stored, original]);
  // The texts as the reader edits them in the loaded playground. They live here rather than in it, so that
  // when it fails, Retry brings its editors back with the edits, even where session storage is unavailable.
  const [edited, setEdited] = useState<ExampleTexts | null>(null);
  const texts = edited ?? restored;
  const setTexts = useCallback(
    (action: SetStateAction<ExampleTexts>) =>
      setEdited((previous) => {
        const current = previous ?? restored;
        return typeof action === 'function' ? action(current) : action;
      }),
    [restored],
  );
  useEffect(() => {
    if (edited) saveEdits(storageKey, edited, original);
  }, [storageKey, edited, original]);
  const [start, setStart] = useState<Start | null>(null);
  const [Loaded, setLoaded] = useState<ComponentType<PlaygroundProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const preload = () => {
    if (loading || Loaded) return;
    setLoading(true);
    loadPlayground().then(
      (module) => setLoaded(() => module.default),
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };

  // The editors replace the preview once the reader has clicked, or tabbed in. A pointer press only starts
  // the download: swapping the preview out between press and release would swallow the click.
  const activate = (focus: Start['focus'], run: boolean) => {
    preload();
    setStart((previous) => ({focus: previous?.focus ?? focus, run: run || !!previous?.run}));
  };

  const retry = () => {
    setFailed(false);
    activate('run', false);
  };

  const allTitles = {...defaultTitles, ...titles};
  const files = shownFiles(original);

  const isEdited = JSON.stringify(texts) !== JSON.stringify(original);
  const preview = (toolbar: ReactNode, handlers?: ComponentProps<typeof Preview>['handlers']) => (
    <Preview
      files={files}
      texts={texts}
      titles={allTitles}
      label={label}
      layout={layout}
      busy={loading && !Loaded}
      toolbar={toolbar}
      handlers={handlers}
    />
  );

  if (failed) return preview(<LoadFailure onRetry={retry} />);
  if (Loaded && start) {
    return (
      <ErrorBoundary fallback={({tryAgain}) => preview(<LoadFailure onRetry={tryAgain} />)}>
        <Loaded
          original={original}
          texts={texts}
          setTexts={setTexts}
          files={files}
          titles={allTitles}
          label={label}
          layout={layout}
          operationName={operationName}
          modules={modules}
          focus={start.focus}
          runOnMount={start.run}
          onUnavailable={() => setFailed(true)}
        />
      </ErrorBoundary>
    );
  }

  // Without JavaScript the Run button could do nothing, so it appears with hydration.
  return preview(
    isBrowser && (
      <>
        <button type="button" className="button button--primary button--sm" data-file="run">
          Run
        </button>
        <span className={styles.hint}>
          {isEdited ? 'Showing your edits from this session. ' : ''}Click the code to edit it.
        </span>
      </>
    ),
    {
      onPointerDown: preload,
      onFocus: (event) => {
        if (event.target instanceof Element && event.target.matches(':focus-visible')) {
          activate(targetOf(event), false);
        } else preload();
      },
      onClick: (event) => activate(targetOf(event), targetOf(event) === 'run'),
    },
  );
}
