// A frame asks the background for its numbers' verdicts in messages of at most MAX_VERDICT_NUMBERS,
// and stops at the first refusal of its tab's budget (utils/messaging/verdict-budget.ts): the
// numbers not answered are asked again later. Pure: the sending is passed in.
import { MAX_VERDICT_NUMBERS, readVerdictEntries, type VerdictEntry } from './protocol';

export interface VerdictAsk {
  /** The numbers a reply answered. */
  answered: string[];
  entries: VerdictEntry[];
  /** From the last reply; undefined when none came. */
  anyKnown: boolean | undefined;
  /** Refused for now (the tab's budget is spent): to ask again later. */
  unanswered: string[];
}

export async function askInSlices(
  ask: (numbers: string[]) => Promise<unknown>,
  numbers: readonly string[],
  slice = MAX_VERDICT_NUMBERS,
): Promise<VerdictAsk> {
  const out: VerdictAsk = { answered: [], entries: [], anyKnown: undefined, unanswered: [] };
  // At least one message, even for no numbers: its reply says whether the cache knows anything.
  for (let i = 0; i === 0 || i < numbers.length; i += slice) {
    const part = numbers.slice(i, i + slice);
    const reply = (await ask(part).catch(() => undefined)) as
      | { verdicts?: unknown; anyKnown?: unknown; limited?: unknown }
      | undefined;
    // No answer at all (the extension was reloaded, or refused the message): nothing to wait for.
    if (!reply || typeof reply !== 'object') break;
    if (reply.limited === true) {
      out.unanswered = numbers.slice(i);
      break;
    }
    out.answered.push(...part);
    out.entries.push(...readVerdictEntries(reply.verdicts));
    out.anyKnown = reply.anyKnown === true;
  }
  return out;
}
