import {options} from 'preact';

/**
 * Staged hydration. Preact hydrates the whole page in one task, and on a phone that task blocks input
 * for hundreds of milliseconds. A part of the page wrapped in <HydrateLater> instead waits for a task of
 * its own: it suspends, Preact keeps its server markup on screen, and it hydrates when its turn comes.
 * Turns come one task after another, in the order the parts asked: the parts of the page in page order,
 * then the parts inside them (a code block in the main column) once their container has hydrated.
 *
 * Effects (useEffect) wait until every stage has hydrated. Docusaurus flips `useIsBrowser()` and
 * `data-has-hydrated` in effects; a stage that hydrated after that flip would render browser-only values
 * over server markup that Preact does not patch (hydration leaves attributes as they are).
 */

/** One part's place in the queue. */
export interface Stage {
  /** Settles when the part may hydrate. */
  readonly turn: Promise<void>;
  /** Whether `turn` has settled (a render cannot wait for a promise). */
  arrived: boolean;
}

/** Settles in a new task, after the current one and its microtasks (unlike setTimeout, never clamped). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Preact's own timing for effects: after the next frame, or 35 ms when no frame comes (a hidden tab). */
function afterNextFrame(callback: () => void): void {
  const run = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(run, 35);
  const frame = requestAnimationFrame(run);
}

let queue: Promise<void> = Promise.resolve();
let waiting = 0;
const heldEffects: (() => void)[] = [];

/** Queues a part for hydration in the next free task. */
export function requestStage(): Stage {
  waiting += 1;
  const turn = queue.then(nextTask);
  queue = turn;
  const stage: Stage = {turn: turn.then(() => void (stage.arrived = true)), arrived: false};
  // The part hydrates in the microtasks of its turn (Preact renders in a microtask), so one task later
  // it has committed.
  void turn.then(nextTask).then(() => {
    waiting -= 1;
    if (waiting === 0) heldEffects.splice(0).forEach(afterNextFrame);
  });
  return stage;
}

// Preact asks `options.requestAnimationFrame` to schedule each batch of effects. A batch scheduled before
// hydration gathers the effects queued after it too, so the check is made when the batch is due.
options.requestAnimationFrame = (flushEffects) => {
  afterNextFrame(() => {
    if (waiting === 0) flushEffects();
    else heldEffects.push(flushEffects);
  });
};
