import { createEvent, createStore, sample } from 'effector';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import { exportDataFx } from './api';

export type ExportState = 'idle' | 'pending' | 'done' | 'failed';

/** The my-data page's export button. */
export const dataExportRequested = createEvent();
export const $exportState = createStore<ExportState>('idle');
/** The data-portability file link once ready. */
export const $exportUrl = createStore<string | null>(null);

sample({
  clock: dataExportRequested,
  filter: exportDataFx.pending.map((pending) => !pending),
  target: exportDataFx,
});
$exportState
  .on(exportDataFx, () => 'pending')
  .on(exportDataFx.done, () => 'done')
  .on(exportDataFx.fail, () => 'failed');
$exportUrl.on(exportDataFx.doneData, (_, url) => url).reset(exportDataFx);
sample({
  clock: exportDataFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});
