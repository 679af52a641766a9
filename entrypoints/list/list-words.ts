// The words of the "Check a list" page, from the catalogue. Getters, so the catalogue is read when
// the page renders, never when the module loads.
import type { JobStatus } from '@/utils/bulk/job';
import { t, tn } from '@/utils/i18n/t';

export const WORDS = {
  get title() {
    return t('list_title');
  },
  get intro() {
    return t('list_intro');
  },
  get pastePlaceholder() {
    return t('list_pastePlaceholder');
  },
  get chooseFile() {
    return t('list_chooseFile');
  },
  get readPasted() {
    return t('list_readPasted');
  },
  get dropHere() {
    return t('list_dropHere');
  },
  get pastedTitle() {
    return t('list_pastedTitle');
  },
  get nothingSpent() {
    return t('list_nothingSpent');
  },
  get column() {
    return t('list_column');
  },
  get header() {
    return t('list_header');
  },
  start: (n: number) => tn('list_start', n),
  get showTable() {
    return t('list_showTable');
  },
  get back() {
    return t('list_back');
  },
  get noKey() {
    return t('list_noKey');
  },
  get openSettings() {
    return t('action_openOptions');
  },
  get recent() {
    return t('list_recent');
  },
  get open() {
    return t('list_open');
  },
  get exportCsv() {
    return t('history_exportCsv');
  },
  get pause() {
    return t('list_pause');
  },
  get resume() {
    return t('list_resume');
  },
  get cancel() {
    return t('common_cancel');
  },
  get cancelConfirm() {
    return t('list_cancelConfirm');
  },
  retryFailed: (n: number) => tn('list_retryFailed', n),
  resendUnknown: (n: number) => tn('list_resendUnknown', n),
  resendWarning: (n: number) => tn('list_resendWarning', n),
  get resendYes() {
    return t('list_resendYes');
  },
  get keep() {
    return t('list_keep');
  },
  get remove() {
    return t('list_remove');
  },
  get newList() {
    return t('list_newList');
  },
  get prev() {
    return t('list_prev');
  },
  get next() {
    return t('list_next');
  },
  get jobGone() {
    return t('list_jobGone');
  },
  jobStatus: (status: JobStatus): string => t(`list_status_${status}`),
};
