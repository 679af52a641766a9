// The content script's life: it ends only when the extension that started it is gone (updated,
// reloaded or removed). Our own, instead of WXT's ContentScriptContext, because that one also ended
// on a document event any page could dispatch (a page that knew our id turned off our highlighting,
// chip and right-click target on itself) and announced our start to the page with an event of its
// own; nothing a page can do reaches this one (docs/architecture.md#the-content-script).
//
// Chromium leaves an orphaned copy running in the pages open at an update, its `runtime.id` then
// undefined; Firefox removes an old copy itself. The id is read lazily, at each check, as WXT did:
// a copy stops at its next check (a timer firing, an answer coming back), never on a page's word.

export class ScriptLife {
  private readonly ended = new AbortController();

  /** `extensionId` reads the running extension's id: undefined once this copy is orphaned. */
  constructor(private readonly extensionId: () => string | undefined) {}

  /** Aborted when the script's life ends: listeners added with it go then. */
  get signal(): AbortSignal {
    return this.ended.signal;
  }

  get isInvalid(): boolean {
    if (this.extensionId() == null) this.ended.abort();
    return this.ended.signal.aborted;
  }

  get isValid(): boolean {
    return !this.isInvalid;
  }

  /** `run` once, when the life ends. */
  onInvalidated(run: () => void): void {
    this.ended.signal.addEventListener('abort', run);
  }

  /** A listener that goes when the life ends. */
  addEventListener<K extends keyof WindowEventMap>(
    target: Window,
    type: K,
    handler: (e: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void {
    target.addEventListener(type, handler, { ...options, signal: this.ended.signal });
  }
}
