import {Suspense, useState, type ComponentType, type ReactNode} from 'react';
import {requestStage, type Stage} from '../../client/hydrationStages';
import {isHydrating} from '../../runtime/isHydrating.mjs';
import type {Props} from '@theme/HydrateLater';

/** Renders the part once its turn has come. Until then it suspends, and Preact keeps the server's markup. */
function Gate({stage, children}: {stage: Stage | null; children: ReactNode}): ReactNode {
  if (stage && !stage.arrived) throw stage.turn;
  return children;
}

/**
 * Hydrates its children in a task of their own, after the rest of the page (see client/hydrationStages).
 * Outside hydration, on the server and after client-side navigation, it renders them at once. The children
 * must render exactly one element: that element is what Preact keeps while they wait.
 */
export default function HydrateLater({children}: Props): ReactNode {
  const [stage] = useState(() => (typeof window !== 'undefined' && isHydrating() ? requestStage() : null));
  return (
    <Suspense fallback={null}>
      <Gate stage={stage}>{children}</Gate>
    </Suspense>
  );
}

/** A theme component, hydrated in a task of its own: for wrapping a theme component that renders one element. */
export function hydrateLater<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return function HydratedLater(props: P) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  };
}
