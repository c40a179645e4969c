/** Whether a hit's title says the query's words in the query's order: "from 16" in "from graphql 16 to 17". */
import {toStem} from './searchEngine';
import {toWords} from './words';

/** At most this many words may stand between two words the query puts side by side ("from graphql 16"). */
const MAX_WORDS_BETWEEN = 1;

/** A text's words as the index keeps them, stop words included ("from", "to"). */
const toStems = (text: string) => toWords(text).map(toStem);

/**
 * How many of a query's neighbouring word pairs a title (or heading) has in the same order, close together.
 * Stop words count here: "upgrade from 16" and "upgrade to 16" ask for different guides, which MiniSearch, having
 * dropped "from" and "to", cannot tell apart.
 */
export function pairsInOrder(query: string, title: string): number {
  const queried = toStems(query);
  if (queried.length < 2) return 0;
  const said = toStems(title);
  let pairs = 0;
  for (let i = 0; i + 1 < queried.length; i++) {
    const found = said.some(
      (stem, at) =>
        stem === queried[i] && said.slice(at + 1, at + 2 + MAX_WORDS_BETWEEN).includes(queried[i + 1]),
    );
    if (found) pairs++;
  }
  return pairs;
}
