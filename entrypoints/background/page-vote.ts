// The background's vote on a page's words (utils/phone/page-country-vote.ts): clues checked against
// its own data, answers kept for the last pages. Shared by the detect port and the right-click.
import { countryCallingCodes } from '@/utils/phone/country';
import { validIn } from '@/utils/phone/country-passes';
import { readClues } from '@/utils/phone/page-clues';
import { cachedVote, makeVoteEnv } from '@/utils/phone/page-country-vote';
import { countryOfNumber } from '@/utils/phone/read-digits';

export const votePage = cachedVote(
  makeVoteEnv(
    countryCallingCodes().map(([c]) => c),
    (e164) => {
      const c = countryOfNumber(e164);
      return c && validIn(e164, c) ? c : undefined;
    },
  ),
);

/** The country a content script's clues vote for (they are read as untrusted first). */
export function voteOnSaid(raw: unknown) {
  const clues = raw === undefined ? undefined : readClues(raw);
  return clues ? votePage(clues) : undefined;
}
