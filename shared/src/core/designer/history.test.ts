import { canRedo, canUndo, createHistory, recordHistory, redoHistory, undoHistory } from './history';

describe('issue 9 §2: undo and redo of every change', () => {
  it.each([
    ['undo goes back one change', (h: ReturnType<typeof createHistory<number>>) => undoHistory(recordHistory(recordHistory(h, 1), 2)), 1],
    ['redo replays it', (h: ReturnType<typeof createHistory<number>>) => redoHistory(undoHistory(recordHistory(h, 1))), 1],
    ['undo at the start does nothing', (h: ReturnType<typeof createHistory<number>>) => undoHistory(h), 0],
    ['a new change after undo drops the redo list', (h: ReturnType<typeof createHistory<number>>) => redoHistory(recordHistory(undoHistory(recordHistory(h, 1)), 5)), 5],
    ['keystrokes in one text are one step', (h: ReturnType<typeof createHistory<number>>) => undoHistory(recordHistory(recordHistory(recordHistory(h, 1, { key: 'label' }), 2, { key: 'label' }), 3, { key: 'label' })), 0],
  ])('%s', (_name, run, expected) => {
    expect(run(createHistory(0)).present).toBe(expected);
  });

  it('tells whether undo and redo are possible, and bounds the depth', () => {
    let history = createHistory(0);
    expect([canUndo(history), canRedo(history)]).toEqual([false, false]);
    for (let n = 1; n <= 5; n += 1) history = recordHistory(history, n, { limit: 3 });
    expect(history.past).toEqual([2, 3, 4]);
    history = undoHistory(history);
    expect([canUndo(history), canRedo(history)]).toEqual([true, true]);
  });
});
