import {useEffect, useRef, useState} from 'react';
import {buildClientSchema, type GraphQLSchema} from 'graphql';
import type {ExampleWorker} from '../ExampleWorker/exampleWorker';
import type {ExampleSetup} from '../ExampleWorker/protocol';

/**
 * The example's schema for the query editor's completion and live validation. The worker loads the example
 * (the reader's module runs there, under the time limit) and sends the schema's introspection, from which
 * the page builds a schema without resolvers. It is rebuilt a moment after the reader stops typing, and the
 * last good one is kept while an edit is half done or the module does not finish.
 */
export function useCompletionSchema(
  worker: ExampleWorker,
  setup: ExampleSetup,
  enabled: boolean,
): GraphQLSchema | undefined {
  const [schema, setSchema] = useState<GraphQLSchema | undefined>();
  const {schema: sdl, resolvers} = setup;
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      void worker.send({kind: 'introspect', setup: latest.current}, (answer) => {
        if (answer.kind === 'schema' && answer.introspection)
          setSchema(buildClientSchema(answer.introspection));
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [worker, sdl, resolvers, enabled]);
  return schema;
}
