// Long CPU work written as a generator that pauses (yields) between its steps: run at once where nothing waits,
// or a step per turn of the event loop where the server's requests must be answered between.

/** Runs every step at once and returns the work's result. */
export function finishSteps<T>(steps: Generator<void, T>): T {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** Runs the steps one per turn of the event loop (other callbacks run between) and resolves to the work's result. */
export async function finishStepsInTurns<T>(steps: Generator<void, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
