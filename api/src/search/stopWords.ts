/**
 * Common English words that carry no meaning for search. They are dropped from documents and
 * queries alike, which keeps postings short and lets "how do I set up genlock" match like "genlock".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how ' +
    'i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own ' +
    's same she should so some such t than that the their theirs them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your yours'
  ).split(' '),
);
