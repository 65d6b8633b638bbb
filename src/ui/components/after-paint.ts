/**
 * Feedback first: a control shows what the visitor chose in the frame of their click, and the work the choice sets
 * off (a new price, a new picture, a re-render of a whole configurator) runs in a task of its own once that frame
 * has been painted. The next paint after a click is what Interaction to Next Paint measures, and what the visitor
 * sees as the page answering; the rest follows one frame later (web.dev, "Optimize INP": yield after the visual
 * update).
 */

/**
 * Runs `task` in a task of its own after the browser has painted the current frame: `requestAnimationFrame` runs
 * just before that paint, and a timeout queued from there runs after it. Tasks run in the order they were asked for.
 * A page that is not visible paints no frames, so there the task only waits for the current one to end.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
