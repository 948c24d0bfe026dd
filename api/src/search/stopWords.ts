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

/**
 * Spanish function words (articles, pronouns, prepositions, conjunctions, forms of ser, estar,
 * haber): the core of Snowball's Spanish list. Wider lists drop words that documentation means
 * ("uso", "estado", "valor", "general").
 */
export const SPANISH_STOP_WORDS: readonly string[] = (
  'a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ello ellos ' +
  'en entre era eran es esa esas ese eso esos esta estaba estado estan estar estas este esto estos fue fueron ha han has hasta ' +
  'hay haya he hemos la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros nuestra nuestro o os otra otro otros ' +
  'para pero poco por porque que quien se sea ser si sin sobre son su sus suya suyo tambien tanto te tiene tienen tu tus un una ' +
  'uno unos unas usted ustedes vosotros y ya yo'
).split(' ');

/** Chinese function words and particles (single characters that are words on their own). */
export const CHINESE_STOP_WORDS: readonly string[] =
  '的 了 和 是 在 也 就 都 而 及 与 或 这 那 之 其 个 着 把 被 让 给 吗 呢 吧 啊 我们 你们 他们 它们 我 你 他 她 它'.split(' ');
