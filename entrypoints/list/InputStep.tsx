// The list as the user gives it: pasted text, or a CSV or TSV file chosen or dropped.
import { useRef, useState } from 'preact/hooks';
import { t } from '@/utils/i18n/t';

export interface GivenList {
  text: string;
  title: string;
  delimiter: '' | '\t';
}

/** Files read at most: past this the page would stall reading them; the reader refuses more anyway. */
const MAX_FILE_BYTES = 60 * 1024 * 1024;

export async function readFile(file: Pick<File, 'name' | 'size' | 'type' | 'text'>): Promise<GivenList | { error: string }> {
  if (file.size > MAX_FILE_BYTES) return { error: t('list_fileTooLarge') };
  const tsv = /\.(tsv|tab)$/i.test(file.name) || file.type === 'text/tab-separated-values';
  try {
    return { text: await file.text(), title: file.name, delimiter: tsv ? '\t' : '' };
  } catch {
    return { error: t('list_fileUnreadable', { file: file.name }) };
  }
}

interface Props {
  /** Kept by the page, so text that could not be read is still there to mend. */
  text: string;
  onText(text: string): void;
  onList(list: GivenList): void;
  error: string | undefined;
}

export function InputStep({ text, onText, onList, error }: Props) {
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);
  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readFile(file);
    if ('error' in read) setFileError(read.error);
    else {
      setFileError(undefined);
      onList(read);
    }
  };
  const shown = fileError ?? error;
  return (
    <section
      class={`nc-list-card nc-list-drop${dragging ? ' nc-list-dragging' : ''}`}
      aria-labelledby="nc-input-h"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void takeFile(e.dataTransfer?.files[0]);
      }}
    >
      <h2 id="nc-input-h" class="nc-list-h2">
        {t('list_title')}
      </h2>
      <p class="nc-hint">{dragging ? t('list_dropHere') : t('list_intro')}</p>
      <textarea
        class="nc-input nc-list-paste"
        rows={10}
        aria-label={t('list_pasteLabel')}
        placeholder={t('list_pastePlaceholder')}
        data-testid="list-paste"
        value={text}
        onInput={(e) => onText((e.currentTarget as HTMLTextAreaElement).value)}
      />
      {shown && (
        <p class="nc-hint nc-hint-warn" role="alert" data-testid="list-error">
          {shown}
        </p>
      )}
      <div class="nc-actions">
        <button
          type="button"
          class="nc-button nc-button-primary"
          data-testid="list-read"
          onClick={() => onList({ text, title: t('list_pastedTitle'), delimiter: '' })}
        >
          {t('list_readPasted')}
        </button>
        <button type="button" class="nc-button" onClick={() => fileRef.current?.click()}>
          {t('list_chooseFile')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          hidden
          data-testid="list-file"
          onChange={(e) => void takeFile((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </div>
    </section>
  );
}
