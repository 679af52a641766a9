// A part loaded on demand, once: every caller while it loads shares the one load, and once loaded
// it is kept. A load that fails is forgotten, so the next caller tries again (a failed load must
// not leave the page without it for good, nor load it twice at once).

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}
