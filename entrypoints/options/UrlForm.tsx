// A web address typed into the settings and saved with its own button: the base URL of a deployment
// and its account page. The draft follows the saved value, is checked on save, and a problem is said
// under the field (and cleared as soon as the person types again).
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { displayUrl } from '@/utils/service/display-host';
import type { Environment } from '@/utils/service/environments';
import { LockNote } from './Lockable';
import type { Notify } from './useNotice';

/** What a settings field holding one deployment's address is given: which deployment, its saved address, whether the administrator set it, and where to say what happened. */
export interface DeploymentUrlFieldProps {
  environment: Environment;
  saved: string;
  locked?: boolean;
  notify: Notify;
}

export interface UrlFormProps {
  id: string;
  label: ComponentChildren;
  placeholder: string;
  hint: string;
  saveLabel: string;
  saved: string;
  check: (draft: string) => { ok: true; url: string } | { ok: false; reason: string };
  /** Saves the checked address (the draft already shows it as it will be saved). */
  onSave: (url: string) => Promise<void>;
  testIds: { input: string; save: string; problem: string };
  /** Set by the organisation's policy: shown, not editable, with the reason. */
  locked?: boolean;
  /** Shown under the hint when there is no problem to say (the base URL's access note). */
  children?: (problem: string | null) => ComponentChildren;
}

export function UrlForm(props: UrlFormProps) {
  const { id, saved, testIds } = props;
  const [draft, setDraft] = useState(displayUrl(saved));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(displayUrl(saved)), [saved]);

  const save = async (e: Event) => {
    e.preventDefault();
    if (props.locked) return;
    const check = props.check(draft);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    // Shown as it will be saved at once: the base URL's save then waits on the permission prompt.
    setDraft(displayUrl(check.url));
    // Called before any await: a permission prompt opens only inside the click's gesture.
    await props.onSave(check.url);
  };

  return (
    <form class="nc-opt-field" onSubmit={save} noValidate>
      <label class="nc-label" for={id}>
        {props.label}
      </label>
      <div class="nc-opt-row">
        <input
          id={id}
          class="nc-input nc-grow"
          type="url"
          inputMode="url"
          spellcheck={false}
          autoComplete="off"
          placeholder={props.placeholder}
          value={draft}
          readOnly={props.locked}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            setProblem(null);
          }}
          data-testid={testIds.input}
        />
        {!props.locked && (
          <button type="submit" class="nc-button" data-testid={testIds.save}>
            {props.saveLabel}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} class="nc-hint">
        {props.hint}
      </p>
      {props.locked && <LockNote testId={`lock-note-${testIds.input}`} />}
      {problem && (
        <p id={`${id}-problem`} class="nc-hint nc-hint-warn" role="alert" data-testid={testIds.problem}>
          {problem}
        </p>
      )}
      {props.children?.(problem)}
    </form>
  );
}
